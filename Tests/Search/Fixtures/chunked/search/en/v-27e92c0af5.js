ConcordSearch.register("en/v-27e92c0af5","2S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.orroLMw.4DhmY0w{LsvXJd*Kaw{5e/JFmP009600@@r3");
