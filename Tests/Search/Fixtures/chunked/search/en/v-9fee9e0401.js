ConcordSearch.register("en/v-9fee9e0401","20uzg1%9C@lb03]4x(){6i3G)$B0rT?a$K{Ib03]5b7fB~");
