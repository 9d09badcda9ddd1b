ConcordSearch.register("en/v-4309e0bbd9","20t$[1%9C@lb03]4g:jE{B0rT?a$K{Ib03]7b7fB~");
