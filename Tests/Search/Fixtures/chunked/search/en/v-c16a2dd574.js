ConcordSearch.register("en/v-c16a2dd574","10u7$1%9C@lb03]4gDlNfb6a}?a%FMZw*fnWf^q2C");
