ConcordSearch.register("en/t-1a43bbc19f-1c","0T5ZYEVqJCnIyyo03u+]p^ORF}VqJCihb.~1dPS&MqQOAmq)GpRrh{94");
