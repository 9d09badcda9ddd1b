ConcordSearch.register("en/c-c2d1b86098","3T5.?[VwKVy3p)&^rJ]rFq7qRa!i9Wh3+.HZ*-dQX.}rQB00000");
