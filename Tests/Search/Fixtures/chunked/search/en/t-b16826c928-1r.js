ConcordSearch.register("en/t-b16826c928-1r","0T5ZYEVqJClIZ=+&4T4tt^ORF}VqJCigGh.0dPS&MqQOAmq)GpRrh{94");
