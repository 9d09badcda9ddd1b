ConcordSearch.register("en/v-3a71c9ff66","10u7$1%9C@lb03]4h8VTfb6a}?a%FMZw*fnWf^q2C");
