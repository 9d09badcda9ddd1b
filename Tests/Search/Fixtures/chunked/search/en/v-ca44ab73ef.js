ConcordSearch.register("en/v-ca44ab73ef","10uIm1%9C@lb03]4x(){6gbQmbb6a}?a%FMZw*fnWf^q2C");
