ConcordSearch.register("en/v-c6be8dbf6d","2S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.pe(wLMw.4DhmY0cvcKQXJd*Kaw{5e/JFmP009600@@r3");
