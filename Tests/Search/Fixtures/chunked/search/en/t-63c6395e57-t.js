ConcordSearch.register("en/t-63c6395e57-t","0T5ZYEVqJCoJvz$&3u+]p^ORF}VqJCihDwg5dPS&MqQOAmq)GpRrh{94");
