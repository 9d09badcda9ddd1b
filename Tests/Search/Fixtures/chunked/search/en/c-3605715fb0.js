ConcordSearch.register("en/c-3605715fb0","0S-z.)VwKVy3p)&^rwmF4q7qRa!i9Whw4^?:*-dQX.}rQB00000%nJf3");
