ConcordSearch.register("en/t-1a43bbc19f-1h","0T5ZYEVqJCnK0#/a3u+]p^ORF}VqJCihcnj6dPS&MqQOAmq)GpRrh{94");
