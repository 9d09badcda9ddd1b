ConcordSearch.register("en/t-b16826c928-1n","0T5ZYEVqJClIyD}}3u+]p^ORF}VqJCigG8T#dPS&MqQOAmq)GpRrh{94");
