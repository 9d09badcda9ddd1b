ConcordSearch.register("en/v-51806cb723","0T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.nGkym~3!%m~3q~ZRFh!fqx^Kn4Eo_qC1[.hNTw3");
