ConcordSearch.register("en/c-5d8c183380","3T5.?[VwKVy3p)&^rwmp#q7qRa!i9Wh6tou/*-dQX.}rQB00000");
