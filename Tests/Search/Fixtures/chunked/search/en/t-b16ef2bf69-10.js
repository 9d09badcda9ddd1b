ConcordSearch.register("en/t-b16ef2bf69-10","0T5ZYEVqJCjJ43h{3u+]p^ORF}VqJCif&VN#dPS&MqQOAmq)GpRrh{94");
