ConcordSearch.register("en/v-995cb2debf","10uIm1%9C@lb03]4x(){6hz(Wfb6a}?a%FMZw*fnWf^q2C");
