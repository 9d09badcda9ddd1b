ConcordSearch.register("en/v-1989975387","10uIm1%9C@lb03]4x(){6gCH78b6a}?a%FMZw*fnWf^q2C");
