ConcordSearch.register("en/v-f79d51b64d","0T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.nF(om~3!%m~3q~ZRFhYfqx^Kn4Eo_nj*&QhNTw3");
