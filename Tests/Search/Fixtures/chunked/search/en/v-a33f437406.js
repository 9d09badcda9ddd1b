ConcordSearch.register("en/v-a33f437406","0T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.ot.Em~3!%m~3q~ZRFh}fqx^Kn4Eo@p!wXYhNTw3");
