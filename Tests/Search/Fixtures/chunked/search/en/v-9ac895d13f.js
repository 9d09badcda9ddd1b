ConcordSearch.register("en/v-9ac895d13f","10uIm1%9C@lb03]4x(){6hAh)ib6a}?a%FMZw*fnWf^q2C");
