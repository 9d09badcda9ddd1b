ConcordSearch.register("en/t-63c6395e57-v","0T5ZYEVqJCoK15g_3u+]p^ORF}VqJCihDOs7dPS&MqQOAmq)GpRrh{94");
