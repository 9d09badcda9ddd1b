ConcordSearch.register("en/v-5c8d4bdfe5","0T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.phvOm~3!%m~3q~ZRFh:fqx^Kn4Ep4qC1[.hNTw3");
