ConcordSearch.register("en/v-ec11f0aead","0T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.pg!ym~3!%m~3q~ZRFh:fqx^Kn4Ep4lp]iKhNTw3");
