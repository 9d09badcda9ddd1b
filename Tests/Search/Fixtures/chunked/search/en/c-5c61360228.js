ConcordSearch.register("en/c-5c61360228","1T5.?[VwKVy3p)&^rwlme^ORE{&)Z9?0Z/t*Jfq%ob]%[Q/JFmP");
