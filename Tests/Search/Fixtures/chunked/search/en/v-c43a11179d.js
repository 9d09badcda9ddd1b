ConcordSearch.register("en/v-c43a11179d","2S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.nE3oLMw.4DhmY0Hi:Z-XJd*Kaw{5e/JFmP009600@@r3");
