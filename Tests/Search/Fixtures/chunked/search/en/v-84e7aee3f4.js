ConcordSearch.register("en/v-84e7aee3f4","20uzg1%9C@lb03]4x(){6f^nd)B0rT?a$K{Ib03]5b7fB~");
