ConcordSearch.register("en/v-0fa78b98a8","0T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.pg~Am~3!%m~3q~ZRFh#fqx^Kn4Ep4l}LAMhNTw3");
