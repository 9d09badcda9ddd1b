ConcordSearch.register("en/v-c43a11179d","0T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.nGqAm~3!%m~3q~ZRFh)fqx^Kn4Eo_r7Ua:hNTw3");
