ConcordSearch.register("en/v-2f3f52ca16","10u7$1%9C@lb03]4h8lvbb6a}?a%FMZw*fnWf^q2C");
