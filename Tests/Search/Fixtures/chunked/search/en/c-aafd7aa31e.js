ConcordSearch.register("en/c-aafd7aa31e","0S-z.)VwKVy3p)&^rwmI5q7qRa!i9WhBg)J}*-dQX.}rQB00000%nJf3");
