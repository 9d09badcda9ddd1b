ConcordSearch.register("en/t-9a660aa478-1s","0T5ZYEVqJClK15g~4T4tt^ORF}VqJCigGS14dPS&MqQOAmq)GpRrh{94");
