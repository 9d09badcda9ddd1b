ConcordSearch.register("en/t-6ba4d3835a-18","0T5ZYEVqJD.J47-B3u+]p^ORF}VqJCiU#GdGdPS&MqQOAmq)GpRrh{94");
