ConcordSearch.register("en/v-e84e5a6ac5","20t$[1%9C@lb03]4iu*0#B0rT?a$K{Ib03]7b7fB~");
