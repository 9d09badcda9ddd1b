ConcordSearch.register("en/v-67c4641fb9","10uIm1%9C@lb03]4x(){6hzDybb6a}?a%FMZw*fnWf^q2C");
