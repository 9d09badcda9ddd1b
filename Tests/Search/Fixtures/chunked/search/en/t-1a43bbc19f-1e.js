ConcordSearch.register("en/t-1a43bbc19f-1e","0T5ZYEVqJCnI77f13u+]p^ORF}VqJCihbR!0dPS&MqQOAmq)GpRrh{94");
