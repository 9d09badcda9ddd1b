ConcordSearch.register("en/c-c2d1b86098","0S-z.)VwKVy3p)&^rJ]rFq7qRa!i9Wh3+.HZ*-dQX.}rQB00000%nJf3");
