ConcordSearch.register("en/t-b16826c928-1p","0T5ZYEVqJClI782u4T4tt^ORF}VqJCigF#N$dPS&MqQOAmq)GpRrh{94");
