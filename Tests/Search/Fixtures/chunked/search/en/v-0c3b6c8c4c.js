ConcordSearch.register("en/v-0c3b6c8c4c","2S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.nErwLMw.4DhmY0Hi:Z-XJd*Kaw{5e/JFmP009600@@r3");
