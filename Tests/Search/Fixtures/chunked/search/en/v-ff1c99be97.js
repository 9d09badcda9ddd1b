ConcordSearch.register("en/v-ff1c99be97","10u7$1%9C@lb03]4g=V:hb6a}?a%FMZw*fnWf^q2C");
