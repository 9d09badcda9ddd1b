ConcordSearch.register("en/t-6ba4d3835a-1a","0T5ZYEVqJCnH:/rB3u+]p^ORF}VqJCihbIZ#dPS&MqQOAmq)GpRrh{94");
