ConcordSearch.register("en/v-344f68ab92","10uIm1%9C@lb03]4x(){6gC*pbb6a}?a%FMZw*fnWf^q2C");
