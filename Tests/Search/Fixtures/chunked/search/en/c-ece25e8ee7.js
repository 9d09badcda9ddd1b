ConcordSearch.register("en/c-ece25e8ee7","2S-z.)VwKVy3p)&^rwlma^ORE{&)Z9?0Z^76Jfq%ob]%[Q/JFmP009600@@r3");
