ConcordSearch.register("en/v-fab1063fe6","10u7$1%9C@lb03]4gb6[6b6a}?a%FMZw*fnWf^q2C");
