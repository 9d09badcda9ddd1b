ConcordSearch.register("en/v-638e54c1ff","10u7$1%9C@lb03]4h8DHdb6a}?a%FMZw*fnWf^q2C");
