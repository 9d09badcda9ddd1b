ConcordSearch.register("en/v-445f3f382d","0T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.phZYm~3!%m~3q~ZRFh:fqx^Kn4Ep4tUh%&hNTw3");
