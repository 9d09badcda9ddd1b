ConcordSearch.register("en/v-27e92c0af5","0T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.otOAm~3!%m~3q~ZRFh&fqx^Kn4Eo@oI9nUhNTw3");
