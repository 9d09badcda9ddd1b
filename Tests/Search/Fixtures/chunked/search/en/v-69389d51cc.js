ConcordSearch.register("en/v-69389d51cc","2S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.nEfsLMw.4DhmY026}dkXJd*Kaw{5e/JFmP009600@@r3");
