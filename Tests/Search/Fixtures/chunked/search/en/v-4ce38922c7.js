ConcordSearch.register("en/v-4ce38922c7","10uIm1%9C@lb03]4x(){6gb{Eeb6a}?a%FMZw*fnWf^q2C");
