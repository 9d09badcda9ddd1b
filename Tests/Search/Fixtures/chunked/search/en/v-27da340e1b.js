ConcordSearch.register("en/v-27da340e1b","20t$[1%9C@lb03]4hx_W@B0rT?a$K{Ib03]7b7fB~");
