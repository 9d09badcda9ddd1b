ConcordSearch.register("en/t-6ba4d3835a-14","0T5ZYEVqJCjJvuq@3u+]p^ORF}VqJCif&=U0dPS&MqQOAmq)GpRrh{94");
