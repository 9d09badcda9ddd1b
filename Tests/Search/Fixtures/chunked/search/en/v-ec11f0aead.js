ConcordSearch.register("en/v-ec11f0aead","2S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.peJmLMw.4DhmY0cvcKQXJd*Kaw{5e/JFmP009600@@r3");
