ConcordSearch.register("en/v-6535714538","10uIm1%9C@lb03]4x(){6g=MWgb6a}?a%FMZw*fnWf^q2C");
