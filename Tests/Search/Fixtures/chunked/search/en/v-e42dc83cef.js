ConcordSearch.register("en/v-e42dc83cef","10uIm1%9C@lb03]4x(){6hzVKdb6a}?a%FMZw*fnWf^q2C");
