ConcordSearch.register("en/t-9a660aa478-1u","0T5ZYEVqJD:J48~*4T4tt^ORF}VqJCiVSbvIdPS&MqQOAmq)GpRrh{94");
