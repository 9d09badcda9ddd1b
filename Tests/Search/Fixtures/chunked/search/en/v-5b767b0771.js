ConcordSearch.register("en/v-5b767b0771","0T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.otCwm~3!%m~3q~ZRFh}fqx^Kn4Eo@nj*&QhNTw3");
