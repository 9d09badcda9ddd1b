ConcordSearch.register("en/v-37c5ec1e81","1S-yPJVqKPGq7vq%x+h:%:TPtPdiHudrLYJ[eDK~XjPbs~Y]ncf93(Sy/W%vc00030@@Sl3");
