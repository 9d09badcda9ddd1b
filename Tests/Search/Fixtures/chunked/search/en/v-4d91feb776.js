ConcordSearch.register("en/v-4d91feb776","10uIm1%9C@lb03]4x(){6gDcHeb6a}?a%FMZw*fnWf^q2C");
