ConcordSearch.register("en/v-5c8d4bdfe5","2S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.pf8CLMw.4DhmY0cvcKQXJd*Kaw{5e/JFmP009600@@r3");
