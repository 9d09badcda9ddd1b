ConcordSearch.register("en/v-3aac50d372","0T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.ot!Gm~3!%m~3q~ZRFi3fqx^Kn4Eo@qC1[.hNTw3");
