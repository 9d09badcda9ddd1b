ConcordSearch.register("en/v-b20c570bf6","2S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.or-ALMw.4DhmY0RG%aaXJd*Kaw{5e/JFmP009600@@r3");
