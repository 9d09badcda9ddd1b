ConcordSearch.register("en/v-445f3f382d","2S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.pfCMLMw.4DhmY0cvcKQXJd*Kaw{5e/JFmP009600@@r3");
