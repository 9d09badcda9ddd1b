ConcordSearch.register("en/v-07ec4a5a25","10u7$1%9C@lb03]4hz=Qeb6a}?a%FMZw*fnWf^q2C");
