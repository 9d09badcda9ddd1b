ConcordSearch.register("en/v-600e87cf58","10u7$1%9C@lb03]4gbZscb6a}?a%FMZw*fnWf^q2C");
