ConcordSearch.register("en/v-c2d8f791c6","20uzg1%9C@lb03]4x(){6gA[v]B0rT?a$K{Ib03]5b7fB~");
