ConcordSearch.register("en/v-f18dd28e70","2S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.nD:gLMw.4DhmY0Hi:Z-XJd*Kaw{5e/JFmP009600@@r3");
