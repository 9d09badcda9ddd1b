ConcordSearch.register("en/v-b98885b92b","10u7$1%9C@lb03]4f/ZBeb6a}?a%FMZw*fnWf^q2C");
