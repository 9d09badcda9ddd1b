ConcordSearch.register("en/v-e8881f5659","10u7$1%9C@lb03]4h8=Zgb6a}?a%FMZw*fnWf^q2C");
