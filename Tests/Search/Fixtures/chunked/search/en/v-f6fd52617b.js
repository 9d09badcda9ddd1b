ConcordSearch.register("en/v-f6fd52617b","10u7$1%9C@lb03]4f/Qvdb6a}?a%FMZw*fnWf^q2C");
