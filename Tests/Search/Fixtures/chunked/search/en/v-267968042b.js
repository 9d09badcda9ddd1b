ConcordSearch.register("en/v-267968042b","10u7$1%9C@lb03]4h8MNeb6a}?a%FMZw*fnWf^q2C");
