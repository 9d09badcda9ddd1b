ConcordSearch.register("en/t-b16ef2bf69-x","0T5ZYEVqJD^J48~&3u+]p^ORF}VqJCiWP7WLdPS&MqQOAmq)GpRrh{94");
