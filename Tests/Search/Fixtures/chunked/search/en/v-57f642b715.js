ConcordSearch.register("en/v-57f642b715","20t$[1%9C@lb03]4hZf^%B0rT?a$K{Ib03]7b7fB~");
