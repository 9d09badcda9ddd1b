ConcordSearch.register("en/v-b20c570bf6","0T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.ou1Mm~3!%m~3q~ZRFh}fqx^Kn4Eo@sv{K!hNTw3");
