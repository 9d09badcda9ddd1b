ConcordSearch.register("en/v-633615d99f","10u7$1%9C@lb03]4gbya9b6a}?a%FMZw*fnWf^q2C");
