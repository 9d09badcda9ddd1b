ConcordSearch.register("en/t-b16ef2bf69-11","0T5ZYEVqJCjIyx#@3u+]p^ORF}VqJCif&DB%dPS&MqQOAmq)GpRrh{94");
