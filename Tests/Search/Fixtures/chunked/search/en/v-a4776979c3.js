ConcordSearch.register("en/v-a4776979c3","20t$[1%9C@lb03]4h6KN}B0rT?a$K{Ib03]7b7fB~");
