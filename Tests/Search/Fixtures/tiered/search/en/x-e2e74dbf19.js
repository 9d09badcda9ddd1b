ConcordSearch.register("en/x-e2e74dbf19","3T5ZYEVqKrsdAC5sdARs7AwzPQ8ym~fqdt+bb$r-NnHS9_00000");
