ConcordSearch.register("en/v-5313782812","10u7$1%9C@lb03]4hz#:gb6a}?a%FMZw*fnWf^q2C");
