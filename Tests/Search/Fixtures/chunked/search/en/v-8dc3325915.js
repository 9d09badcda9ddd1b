ConcordSearch.register("en/v-8dc3325915","2S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.pf2ALMw.4DhmY0mTt{#XJd*Kaw{5e/JFmP009600@@r3");
