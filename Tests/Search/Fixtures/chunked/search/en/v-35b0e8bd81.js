ConcordSearch.register("en/v-35b0e8bd81","1S-yPJVqKPGq7vq%x+h:%:TPtPdiHudrLY9+eDK~XjPbsqY]ncf93(Sy/W%vc00030@@Sl3");
