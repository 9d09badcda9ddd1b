ConcordSearch.register("en/x-e2e74dbf19","1S-yPDVqKrsdAC5sdARs7AwzPQ8ym~fqdt+bb$r-NnHS9_00030@@Sl3");
