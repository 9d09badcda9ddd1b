ConcordSearch.register("en/t-b16826c928-1o","0T5ZYEVqJClJWY*e3u+]p^ORF}VqJCigGI}3dPS&MqQOAmq)GpRrh{94");
