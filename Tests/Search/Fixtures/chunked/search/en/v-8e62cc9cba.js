ConcordSearch.register("en/v-8e62cc9cba","10u7$1%9C@lb03]4gc3Kfb6a}?a%FMZw*fnWf^q2C");
