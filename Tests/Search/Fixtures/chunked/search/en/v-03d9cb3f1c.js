ConcordSearch.register("en/v-03d9cb3f1c","10uIm1%9C@lb03]4x(){6h8VTfb6a}?a%FMZw*fnWf^q2C");
