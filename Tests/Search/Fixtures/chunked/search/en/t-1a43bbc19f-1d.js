ConcordSearch.register("en/t-1a43bbc19f-1d","0T5ZYEVqJCnJWVY83u+]p^ORF}VqJCihced5dPS&MqQOAmq)GpRrh{94");
