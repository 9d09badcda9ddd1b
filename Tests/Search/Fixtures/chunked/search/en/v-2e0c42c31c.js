ConcordSearch.register("en/v-2e0c42c31c","2T5ZYKVqJCG+D99veLo3~q7tRLqzIk1qa:=)qzIsN1POJ5");
