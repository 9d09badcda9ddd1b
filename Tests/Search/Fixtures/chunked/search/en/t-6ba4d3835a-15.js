ConcordSearch.register("en/t-6ba4d3835a-15","0T5ZYEVqJCjIZZ8$3u+]p^ORF}VqJCif&MH$dPS&MqQOAmq)GpRrh{94");
