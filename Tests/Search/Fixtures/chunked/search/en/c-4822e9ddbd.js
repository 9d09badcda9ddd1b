ConcordSearch.register("en/c-4822e9ddbd","1T5.?[VwKVy3p)&^rwlmh^ORE{&)Z9?0Z?4xJfq%ob]%[Q/JFmP");
