ConcordSearch.register("en/v-5097a8d31f","00uRs1%9C@lb03]4B7F_6x(v(kefYcViWb+0b4-2Wa#ZY]");
