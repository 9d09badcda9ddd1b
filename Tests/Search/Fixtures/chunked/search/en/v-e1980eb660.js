ConcordSearch.register("en/v-e1980eb660","10uIm1%9C@lb03]4x(){6h8cpab6a}?a%FMZw*fnWf^q2C");
