ConcordSearch.register("en/v-322e100c7e","10uIm1%9C@lb03]4x(){6h8#_ib6a}?a%FMZw*fnWf^q2C");
