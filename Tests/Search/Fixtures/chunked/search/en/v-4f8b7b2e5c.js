ConcordSearch.register("en/v-4f8b7b2e5c","20uzg1%9C@lb03]4x(){6hx_W@B0rT?a$K{Ib03]5b7fB~");
