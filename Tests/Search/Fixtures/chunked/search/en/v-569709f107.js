ConcordSearch.register("en/v-569709f107","10uIm1%9C@lb03]4x(){6g=lEdb6a}?a%FMZw*fnWf^q2C");
