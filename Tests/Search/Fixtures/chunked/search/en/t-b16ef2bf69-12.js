ConcordSearch.register("en/t-b16ef2bf69-12","0T5ZYEVqJCjJWVz$3u+]p^ORF}VqJCif&(.1dPS&MqQOAmq)GpRrh{94");
