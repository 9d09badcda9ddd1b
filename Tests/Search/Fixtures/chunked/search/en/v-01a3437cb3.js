ConcordSearch.register("en/v-01a3437cb3","10u7$1%9C@lb03]4gC*pbb6a}?a%FMZw*fnWf^q2C");
