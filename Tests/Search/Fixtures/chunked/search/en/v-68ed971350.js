ConcordSearch.register("en/v-68ed971350","0T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.pg.wm~3!%m~3q~ZRFh!fqx^Kn4Ep4kUo0IhNTw3");
