ConcordSearch.register("en/v-0c3b6c8c4c","0T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.nGOIm~3!%m~3q~ZRFh)fqx^Kn4Eo_tUh%&hNTw3");
