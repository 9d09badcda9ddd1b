ConcordSearch.register("en/v-253ad5dad1","10u7$1%9C@lb03]4gCy17b6a}?a%FMZw*fnWf^q2C");
