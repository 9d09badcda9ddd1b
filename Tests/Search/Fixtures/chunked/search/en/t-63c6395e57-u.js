ConcordSearch.register("en/t-63c6395e57-u","0T5ZYEVqJCoIZ=+~3u+]p^ORF}VqJCihDe43dPS&MqQOAmq)GpRrh{94");
