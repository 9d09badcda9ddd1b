ConcordSearch.register("en/v-876e8a72af","10uIm1%9C@lb03]4x(){6g=3sbb6a}?a%FMZw*fnWf^q2C");
