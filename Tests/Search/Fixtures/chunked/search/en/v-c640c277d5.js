ConcordSearch.register("en/v-c640c277d5","2S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.oq%eLMw.4DhmY0~6v)~XJd*Kaw{5e/JFmP009600@@r3");
