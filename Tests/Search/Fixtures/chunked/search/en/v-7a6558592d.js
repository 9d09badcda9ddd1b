ConcordSearch.register("en/v-7a6558592d","10u7$1%9C@lb03]4hz(Wfb6a}?a%FMZw*fnWf^q2C");
