ConcordSearch.register("en/v-c640c277d5","0T5ZYKVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.otkqm~3!%m~3q~ZRFi3fqx^Kn4Eo@lp]iKhNTw3");
