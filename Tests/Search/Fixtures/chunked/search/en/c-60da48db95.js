ConcordSearch.register("en/c-60da48db95","0S-z.)VwKVy3p)&^rwmm$q7qRa!i9Wh1hfUR*-dQX.}rQB00000%nJf3");
