ConcordSearch.register("en/v-25b11445ef","10uIm1%9C@lb03]4x(){6hzusab6a}?a%FMZw*fnWf^q2C");
