ConcordSearch.register("en/t-b16ef2bf69-w","0T5ZYEVqJD^H:*C*3u+]p^ORF}VqJCiWOUyHdPS&MqQOAmq)GpRrh{94");
