ConcordSearch.register("en/v-a56f1ac5af","10u7$1%9C@lb03]4g=uKeb6a}?a%FMZw*fnWf^q2C");
