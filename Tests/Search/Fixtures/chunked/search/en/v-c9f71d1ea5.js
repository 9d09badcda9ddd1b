ConcordSearch.register("en/v-c9f71d1ea5","2S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.or3gLMw.4DhmY0w{LsvXJd*Kaw{5e/JFmP009600@@r3");
