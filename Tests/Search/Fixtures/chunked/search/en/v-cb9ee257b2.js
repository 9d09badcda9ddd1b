ConcordSearch.register("en/v-cb9ee257b2","20uzg1%9C@lb03]4x(){6g:jE{B0rT?a$K{Ib03]5b7fB~");
