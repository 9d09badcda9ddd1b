ConcordSearch.register("en/v-372e54f248","0T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.nFVim~3!%m~3q~ZRFh!fqx^Kn4Eo_lp]iKhNTw3");
