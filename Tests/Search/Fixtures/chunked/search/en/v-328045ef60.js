ConcordSearch.register("en/v-328045ef60","10u7$1%9C@lb03]4gbp48b6a}?a%FMZw*fnWf^q2C");
