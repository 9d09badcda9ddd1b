ConcordSearch.register("en/v-c906194a95","10uIm1%9C@lb03]4x(){6g+Za8b6a}?a%FMZw*fnWf^q2C");
