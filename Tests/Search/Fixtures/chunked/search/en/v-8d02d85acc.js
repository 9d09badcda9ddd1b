ConcordSearch.register("en/v-8d02d85acc","10uIm1%9C@lb03]4x(){6gDlNfb6a}?a%FMZw*fnWf^q2C");
