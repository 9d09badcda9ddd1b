ConcordSearch.register("en/v-263c296b08","10uIm1%9C@lb03]4x(){6h8DHdb6a}?a%FMZw*fnWf^q2C");
