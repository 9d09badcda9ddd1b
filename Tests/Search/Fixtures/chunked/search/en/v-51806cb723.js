ConcordSearch.register("en/v-51806cb723","2S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.nD%mLMw.4DhmY0mTt{#XJd*Kaw{5e/JFmP009600@@r3");
