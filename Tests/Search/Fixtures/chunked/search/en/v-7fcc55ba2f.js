ConcordSearch.register("en/v-7fcc55ba2f","10uIm1%9C@lb03]4x(){6h8(^hb6a}?a%FMZw*fnWf^q2C");
