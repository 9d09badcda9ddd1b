ConcordSearch.register("en/v-380bef3119","10uIm1%9C@lb03]4x(){6f!_~6b6a}?a%FMZw*fnWf^q2C");
