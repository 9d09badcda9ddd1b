ConcordSearch.register("en/v-9e1d8436f8","0T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.nF-km~3!%m~3q~ZRFh)fqx^Kn4Eo_l}LAMhNTw3");
