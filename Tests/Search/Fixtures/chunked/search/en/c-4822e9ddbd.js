ConcordSearch.register("en/c-4822e9ddbd","2S-z.)VwKVy3p)&^rwlmh^ORE{&)Z9?0Z?4xJfq%ob]%[Q/JFmP009600@@r3");
