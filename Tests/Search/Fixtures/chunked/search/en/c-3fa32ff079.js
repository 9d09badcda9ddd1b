ConcordSearch.register("en/c-3fa32ff079","1T5.?[VwKVy3p)&^rwlmb^ORE{&)Z9?0Z^TmJfq%ob]%[Q/JFmP");
