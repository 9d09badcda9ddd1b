ConcordSearch.register("en/v-1364ba630e","10uIm1%9C@lb03]4A+e:0A+3vBb6a}?a%FMZw*fnWhZiUI");
