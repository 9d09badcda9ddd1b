ConcordSearch.register("en/t-6ba4d3835a-1b","0T5ZYEVqJCnJ47-D3u+]p^ORF}VqJCihb@13dPS&MqQOAmq)GpRrh{94");
