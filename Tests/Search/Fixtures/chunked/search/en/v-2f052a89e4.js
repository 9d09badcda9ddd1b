ConcordSearch.register("en/v-2f052a89e4","2S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.nDs4LMw.4DhmY026}dkXJd*Kaw{5e/JFmP009600@@r3");
