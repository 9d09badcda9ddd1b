ConcordSearch.register("en/v-6faea41418","10uIm1%9C@lb03]4x(){6f/Qvdb6a}?a%FMZw*fnWf^q2C");
