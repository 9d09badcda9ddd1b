ConcordSearch.register("en/t-1a43bbc19f-1g","0T5ZYEVqJCnIZZx23u+]p^ORF}VqJCihb?}2dPS&MqQOAmq)GpRrh{94");
