ConcordSearch.register("en/v-a2422c4343","10uIm1%9C@lb03]4x(){6f/Hpcb6a}?a%FMZw*fnWf^q2C");
