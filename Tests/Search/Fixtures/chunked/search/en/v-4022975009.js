ConcordSearch.register("en/v-4022975009","0T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.nGewm~3!%m~3q~ZRFhYfqx^Kn4Eo_p!wXYhNTw3");
