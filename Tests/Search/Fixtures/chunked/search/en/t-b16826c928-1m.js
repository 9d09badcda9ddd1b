ConcordSearch.register("en/t-b16826c928-1m","0T5ZYEVqJClJ482N3u+]p^ORF}VqJCigGq!1dPS&MqQOAmq)GpRrh{94");
