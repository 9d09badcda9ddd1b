ConcordSearch.register("en/v-372e54f248","2S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.nDy6LMw.4DhmY0mTt{#XJd*Kaw{5e/JFmP009600@@r3");
