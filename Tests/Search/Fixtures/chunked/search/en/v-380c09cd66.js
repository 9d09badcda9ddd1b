ConcordSearch.register("en/v-380c09cd66","10uIm1%9C@lb03]4x(){6g+{mab6a}?a%FMZw*fnWf^q2C");
