ConcordSearch.register("en/v-d6d1598d01","20uzg1%9C@lb03]4x(){6fD@4(B0rT?a$K{Ib03]5b7fB~");
