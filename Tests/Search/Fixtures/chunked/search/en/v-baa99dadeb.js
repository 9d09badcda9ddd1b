ConcordSearch.register("en/v-baa99dadeb","20uzg1%9C@lb03]4x(){6h6KN}B0rT?a$K{Ib03]5b7fB~");
