ConcordSearch.register("en/v-ff944d7bc6","10u7$1%9C@lb03]4gbQmbb6a}?a%FMZw*fnWf^q2C");
