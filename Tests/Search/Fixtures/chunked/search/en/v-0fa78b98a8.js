ConcordSearch.register("en/v-0fa78b98a8","2S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.pePoLMw.4DhmY0-^eHGXJd*Kaw{5e/JFmP009600@@r3");
