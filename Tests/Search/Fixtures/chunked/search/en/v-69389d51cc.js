ConcordSearch.register("en/v-69389d51cc","0T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.nGCEm~3!%m~3q~ZRFhYfqx^Kn4Eo_sv{K!hNTw3");
