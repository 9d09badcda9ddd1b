ConcordSearch.register("en/c-60da48db95","3T5.?[VwKVy3p)&^rwmm$q7qRa!i9Wh1hfUR*-dQX.}rQB00000");
