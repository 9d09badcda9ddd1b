ConcordSearch.register("en/t-63c6395e57-q","0T5ZYEVqJCoIyzbv3u+]p^ORF}VqJCihD4$2dPS&MqQOAmq)GpRrh{94");
