ConcordSearch.register("en/v-618a5445d6","2S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.oq)cLMw.4DhmY0RG%aaXJd*Kaw{5e/JFmP009600@@r3");
