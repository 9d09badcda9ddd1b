ConcordSearch.register("en/v-f15aecfb11","2S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.pfqILMw.4DhmY0-^eHGXJd*Kaw{5e/JFmP009600@@r3");
