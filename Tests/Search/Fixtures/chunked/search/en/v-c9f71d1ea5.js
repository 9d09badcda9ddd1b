ConcordSearch.register("en/v-c9f71d1ea5","0T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.otqsm~3!%m~3q~ZRFh&fqx^Kn4Eo@l}LAMhNTw3");
