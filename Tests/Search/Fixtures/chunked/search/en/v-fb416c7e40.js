ConcordSearch.register("en/v-fb416c7e40","0T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.ph1Em~3!%m~3q~ZRFh#fqx^Kn4Ep4nj*&QhNTw3");
