ConcordSearch.register("en/v-4f77916702","10uIm1%9C@lb03]4x(){6g=V:hb6a}?a%FMZw*fnWf^q2C");
