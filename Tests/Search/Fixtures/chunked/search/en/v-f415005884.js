ConcordSearch.register("en/v-f415005884","20t$[1%9C@lb03]4f^nd)B0rT?a$K{Ib03]7b7fB~");
