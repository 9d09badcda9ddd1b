ConcordSearch.register("en/v-e51d572d96","20uzg1%9C@lb03]4x(){6hZf^%B0rT?a$K{Ib03]5b7fB~");
