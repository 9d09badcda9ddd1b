ConcordSearch.register("en/t-1a43bbc19f-1f","0T5ZYEVqJCnJvuP93u+]p^ORF}VqJCihc574dPS&MqQOAmq)GpRrh{94");
