ConcordSearch.register("en/t-9a660aa478-1t","0T5ZYEVqJD:H:*C?4T4tt^ORF}VqJCiVRY7EdPS&MqQOAmq)GpRrh{94");
