ConcordSearch.register("en/v-f18dd28e70","0T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.nG2sm~3!%m~3q~ZRFh)fqx^Kn4Eo_oI9nUhNTw3");
