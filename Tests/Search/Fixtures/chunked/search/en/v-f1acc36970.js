ConcordSearch.register("en/v-f1acc36970","10u7$1%9C@lb03]4g=3sbb6a}?a%FMZw*fnWf^q2C");
