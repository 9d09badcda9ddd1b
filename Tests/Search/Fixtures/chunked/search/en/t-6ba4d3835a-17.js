ConcordSearch.register("en/t-6ba4d3835a-17","0T5ZYEVqJD.H::=%3u+]p^ORF}VqJCiU#5~CdPS&MqQOAmq)GpRrh{94");
