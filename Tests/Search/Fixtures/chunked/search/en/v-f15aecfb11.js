ConcordSearch.register("en/v-f15aecfb11","0T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.phNUm~3!%m~3q~ZRFh#fqx^Kn4Ep4sv{K!hNTw3");
