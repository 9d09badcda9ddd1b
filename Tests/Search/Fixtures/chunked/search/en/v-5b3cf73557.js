ConcordSearch.register("en/v-5b3cf73557","0T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.ot~Im~3!%m~3q~ZRFh&fqx^Kn4Eo@r7Ua:hNTw3");
