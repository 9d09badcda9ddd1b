ConcordSearch.register("en/v-727d4029a8","10uIm1%9C@lb03]4x(){6g=DQfb6a}?a%FMZw*fnWf^q2C");
