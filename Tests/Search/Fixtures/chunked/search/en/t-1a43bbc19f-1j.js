ConcordSearch.register("en/t-1a43bbc19f-1j","0T5ZYEVqJD=J43G93u+]p^ORF}VqJCiWn+NKdPS&MqQOAmq)GpRrh{94");
