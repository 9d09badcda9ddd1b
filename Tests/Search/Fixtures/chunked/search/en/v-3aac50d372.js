ConcordSearch.register("en/v-3aac50d372","2S-yPJVqKPGq7vq%x+h:%:TPtPdl6h}bR}UX.orJuLMw.4DhmY0~6v)~XJd*Kaw{5e/JFmP009600@@r3");
