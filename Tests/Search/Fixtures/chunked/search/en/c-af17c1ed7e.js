ConcordSearch.register("en/c-af17c1ed7e","0S-z.)VwKVy3p)&^rwmC3q7qRa!i9Whq[XcM*-dQX.}rQB00000%nJf3");
