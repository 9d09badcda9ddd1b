ConcordSearch.register("en/v-f6debb97d6","10uIm1%9C@lb03]4x(){6f/yjbb6a}?a%FMZw*fnWf^q2C");
