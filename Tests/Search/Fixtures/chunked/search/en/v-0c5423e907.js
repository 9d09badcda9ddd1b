ConcordSearch.register("en/v-0c5423e907","10u7$1%9C@lb03]4g+Za8b6a}?a%FMZw*fnWf^q2C");
