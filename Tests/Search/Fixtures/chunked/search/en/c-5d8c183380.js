ConcordSearch.register("en/c-5d8c183380","0S-z.)VwKVy3p)&^rwmp#q7qRa!i9Wh6tou/*-dQX.}rQB00000%nJf3");
