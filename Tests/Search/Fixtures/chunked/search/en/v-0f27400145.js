ConcordSearch.register("en/v-0f27400145","0T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.oudQm~3!%m~3q~ZRFh&fqx^Kn4Eo@tUh%&hNTw3");
