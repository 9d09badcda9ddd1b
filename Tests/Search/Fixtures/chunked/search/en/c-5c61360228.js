ConcordSearch.register("en/c-5c61360228","2S-z.)VwKVy3p)&^rwlme^ORE{&)Z9?0Z/t*Jfq%ob]%[Q/JFmP009600@@r3");
