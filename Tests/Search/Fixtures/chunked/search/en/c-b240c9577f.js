ConcordSearch.register("en/c-b240c9577f","0S-z.)VwKVy3p)&^rwmw1q7qRa!i9WhgRF:g*-dQX.}rQB00000%nJf3");
