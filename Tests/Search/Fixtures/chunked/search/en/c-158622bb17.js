ConcordSearch.register("en/c-158622bb17","3T5.?[VwKVy3p)&^rwmz2q7qRa!i9Whl+OCw*-dQX.}rQB00000");
