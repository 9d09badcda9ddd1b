ConcordSearch.register("en/v-fb416c7e40","2S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.pe-sLMw.4DhmY0-^eHGXJd*Kaw{5e/JFmP009600@@r3");
