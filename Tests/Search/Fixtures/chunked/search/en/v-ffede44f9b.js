ConcordSearch.register("en/v-ffede44f9b","20uzg1%9C@lb03]4x(){6g9Om[B0rT?a$K{Ib03]5b7fB~");
