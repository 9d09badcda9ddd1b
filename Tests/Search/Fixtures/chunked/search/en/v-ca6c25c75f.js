ConcordSearch.register("en/v-ca6c25c75f","10uIm1%9C@lb03]4x(){6g+*g9b6a}?a%FMZw*fnWf^q2C");
