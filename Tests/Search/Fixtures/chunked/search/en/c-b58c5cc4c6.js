ConcordSearch.register("en/c-b58c5cc4c6","2S-z.)VwKVy3p)&^rwlmf^ORE{&)Z9?0Z/]1Jfq%ob]%[Q/JFmP009600@@r3");
