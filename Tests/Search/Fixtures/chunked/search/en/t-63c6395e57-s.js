ConcordSearch.register("en/t-63c6395e57-s","0T5ZYEVqJCoI7cL*3u+]p^ORF}VqJCihC}[1dPS&MqQOAmq)GpRrh{94");
