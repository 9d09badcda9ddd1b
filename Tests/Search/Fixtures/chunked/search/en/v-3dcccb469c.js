ConcordSearch.register("en/v-3dcccb469c","10u7$1%9C@lb03]4gbf$7b6a}?a%FMZw*fnWf^q2C");
