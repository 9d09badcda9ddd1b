ConcordSearch.register("en/c-158622bb17","0S-z.)VwKVy3p)&^rwmz2q7qRa!i9Whl+OCw*-dQX.}rQB00000%nJf3");
