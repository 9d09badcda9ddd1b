ConcordSearch.register("en/v-5b767b0771","2S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.orfkLMw.4DhmY0RG%aaXJd*Kaw{5e/JFmP009600@@r3");
