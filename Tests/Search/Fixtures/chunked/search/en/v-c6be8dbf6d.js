ConcordSearch.register("en/v-c6be8dbf6d","0T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.phdIm~3!%m~3q~ZRFh:fqx^Kn4Ep4oI9nUhNTw3");
