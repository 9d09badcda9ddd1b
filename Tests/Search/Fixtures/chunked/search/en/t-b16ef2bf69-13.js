ConcordSearch.register("en/t-b16ef2bf69-13","0T5ZYEVqJCjI76(%3u+]p^ORF}VqJCif&uv@dPS&MqQOAmq)GpRrh{94");
