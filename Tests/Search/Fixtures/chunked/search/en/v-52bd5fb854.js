ConcordSearch.register("en/v-52bd5fb854","10u7$1%9C@lb03]4hzMEcb6a}?a%FMZw*fnWf^q2C");
