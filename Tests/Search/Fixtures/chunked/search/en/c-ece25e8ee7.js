ConcordSearch.register("en/c-ece25e8ee7","1T5.?[VwKVy3p)&^rwlma^ORE{&)Z9?0Z^76Jfq%ob]%[Q/JFmP");
