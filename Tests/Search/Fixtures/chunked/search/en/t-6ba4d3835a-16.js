ConcordSearch.register("en/t-6ba4d3835a-16","0T5ZYEVqJCjK0#J03u+]p^ORF}VqJCif&#!2dPS&MqQOAmq)GpRrh{94");
