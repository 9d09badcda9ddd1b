ConcordSearch.register("en/c-46c8240678","3T5.?[VwKVy3p)&^rwmt0q7qRa!i9WhbFx50*-dQX.}rQB00000");
