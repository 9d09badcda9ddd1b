ConcordSearch.register("en/v-f79d51b64d","2S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.nDQcLMw.4DhmY026}dkXJd*Kaw{5e/JFmP009600@@r3");
