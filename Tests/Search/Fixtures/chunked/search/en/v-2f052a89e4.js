ConcordSearch.register("en/v-2f052a89e4","0T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.nFPgm~3!%m~3q~ZRFhYfqx^Kn4Eo_kUo0IhNTw3");
