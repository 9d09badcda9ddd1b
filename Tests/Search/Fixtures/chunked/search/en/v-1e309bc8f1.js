ConcordSearch.register("en/v-1e309bc8f1","10uIm1%9C@lb03]4x(){6f/pdab6a}?a%FMZw*fnWf^q2C");
