ConcordSearch.register("en/t-b16826c928-1q","0T5ZYEVqJClJvz$*4T4tt^ORF}VqJCigGz~2dPS&MqQOAmq)GpRrh{94");
