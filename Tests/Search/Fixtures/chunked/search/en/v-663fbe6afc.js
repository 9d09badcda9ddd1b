ConcordSearch.register("en/v-663fbe6afc","2S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.pfeELMw.4DhmY0-^eHGXJd*Kaw{5e/JFmP009600@@r3");
