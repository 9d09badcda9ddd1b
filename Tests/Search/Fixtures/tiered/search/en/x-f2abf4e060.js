ConcordSearch.register("en/x-f2abf4e060","3T5ZYEVqKrsdAC5sdARs7Awz-U8ym~fqdt+bb$r-NnHS9_00000");
