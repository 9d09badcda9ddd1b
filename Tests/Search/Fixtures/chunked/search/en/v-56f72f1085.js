ConcordSearch.register("en/v-56f72f1085","10uIm1%9C@lb03]4x(){6gb6[6b6a}?a%FMZw*fnWf^q2C");
