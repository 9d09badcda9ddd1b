ConcordSearch.register("en/t-1a43bbc19f-1i","0T5ZYEVqJD=H:+613u+]p^ORF}VqJCiWntpGdPS&MqQOAmq)GpRrh{94");
