ConcordSearch.register("en/v-4d9dcb81c7","20t$[1%9C@lb03]4gA[v]B0rT?a$K{Ib03]7b7fB~");
