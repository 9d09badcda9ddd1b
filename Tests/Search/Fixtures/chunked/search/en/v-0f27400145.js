ConcordSearch.register("en/v-0f27400145","2S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.or(ELMw.4DhmY0w{LsvXJd*Kaw{5e/JFmP009600@@r3");
