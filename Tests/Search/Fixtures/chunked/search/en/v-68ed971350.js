ConcordSearch.register("en/v-68ed971350","2S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.peDkLMw.4DhmY0mTt{#XJd*Kaw{5e/JFmP009600@@r3");
