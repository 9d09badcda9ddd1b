ConcordSearch.register("en/v-9e1d8436f8","2S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.nDE8LMw.4DhmY0Hi:Z-XJd*Kaw{5e/JFmP009600@@r3");
