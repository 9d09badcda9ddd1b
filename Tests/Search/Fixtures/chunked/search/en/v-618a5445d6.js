ConcordSearch.register("en/v-618a5445d6","0T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.oteom~3!%m~3q~ZRFh}fqx^Kn4Eo@kUo0IhNTw3");
