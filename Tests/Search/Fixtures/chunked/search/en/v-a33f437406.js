ConcordSearch.register("en/v-a33f437406","2S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.orDsLMw.4DhmY0RG%aaXJd*Kaw{5e/JFmP009600@@r3");
