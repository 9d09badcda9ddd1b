ConcordSearch.register("en/c-46c8240678","0S-z.)VwKVy3p)&^rwmt0q7qRa!i9WhbFx50*-dQX.}rQB00000%nJf3");
