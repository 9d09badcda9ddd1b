ConcordSearch.register("en/v-c3041de8b0","20t$[1%9C@lb03]4i3G)$B0rT?a$K{Ib03]7b7fB~");
