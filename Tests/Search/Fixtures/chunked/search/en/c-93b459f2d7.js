ConcordSearch.register("en/c-93b459f2d7","1T5.?[VwKVy3p)&^rwlmd^ORE{&)Z9?0Z!=SJfq%ob]%[Q/JFmP");
