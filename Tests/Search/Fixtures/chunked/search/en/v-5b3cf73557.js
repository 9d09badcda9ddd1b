ConcordSearch.register("en/v-5b3cf73557","2S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.orPwLMw.4DhmY0w{LsvXJd*Kaw{5e/JFmP009600@@r3");
