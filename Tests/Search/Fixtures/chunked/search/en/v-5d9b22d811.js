ConcordSearch.register("en/v-5d9b22d811","20t$[1%9C@lb03]4g9Om[B0rT?a$K{Ib03]7b7fB~");
