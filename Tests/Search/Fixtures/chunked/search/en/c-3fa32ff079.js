ConcordSearch.register("en/c-3fa32ff079","2S-z.)VwKVy3p)&^rwlmb^ORE{&)Z9?0Z^TmJfq%ob]%[Q/JFmP009600@@r3");
