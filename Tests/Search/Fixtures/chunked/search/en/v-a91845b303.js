ConcordSearch.register("en/v-a91845b303","10u7$1%9C@lb03]4h8(^hb6a}?a%FMZw*fnWf^q2C");
