ConcordSearch.register("en/c-93b459f2d7","2S-z.)VwKVy3p)&^rwlmd^ORE{&)Z9?0Z!=SJfq%ob]%[Q/JFmP009600@@r3");
