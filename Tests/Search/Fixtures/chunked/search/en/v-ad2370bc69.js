ConcordSearch.register("en/v-ad2370bc69","10uIm1%9C@lb03]4x(){6f/ZBeb6a}?a%FMZw*fnWf^q2C");
