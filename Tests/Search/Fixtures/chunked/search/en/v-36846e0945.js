ConcordSearch.register("en/v-36846e0945","20uzg1%9C@lb03]4x(){6iu*0#B0rT?a$K{Ib03]5b7fB~");
