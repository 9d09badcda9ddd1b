ConcordSearch.register("en/v-663fbe6afc","0T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.phBQm~3!%m~3q~ZRFh#fqx^Kn4Ep4r7Ua:hNTw3");
