ConcordSearch.register("en/v-9440abc155","10u7$1%9C@lb03]4hzDybb6a}?a%FMZw*fnWf^q2C");
