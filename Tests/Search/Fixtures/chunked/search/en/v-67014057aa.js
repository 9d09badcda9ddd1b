ConcordSearch.register("en/v-67014057aa","20t$[1%9C@lb03]4fD@4(B0rT?a$K{Ib03]7b7fB~");
