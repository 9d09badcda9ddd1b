ConcordSearch.register("en/v-09582d4ca5","10u7$1%9C@lb03]4hAq%jb6a}?a%FMZw*fnWf^q2C");
