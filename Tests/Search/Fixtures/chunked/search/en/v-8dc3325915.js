ConcordSearch.register("en/v-8dc3325915","0T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.phpMm~3!%m~3q~ZRFh!fqx^Kn4Ep4p!wXYhNTw3");
