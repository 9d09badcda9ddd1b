ConcordSearch.register("en/v-48bdc79ffa","10u7$1%9C@lb03]4h8cpab6a}?a%FMZw*fnWf^q2C");
