ConcordSearch.register("en/v-4022975009","2S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.nD)kLMw.4DhmY026}dkXJd*Kaw{5e/JFmP009600@@r3");
