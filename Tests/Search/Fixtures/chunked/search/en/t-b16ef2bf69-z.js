ConcordSearch.register("en/t-b16ef2bf69-z","0T5ZYEVqJCjH:*C&3u+]p^ORF}VqJCif&lp}dPS&MqQOAmq)GpRrh{94");
