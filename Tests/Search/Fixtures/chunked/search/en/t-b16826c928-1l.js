ConcordSearch.register("en/t-b16826c928-1l","0T5ZYEVqJClH:/PF3u+]p^ORF}VqJCigF(H%dPS&MqQOAmq)GpRrh{94");
