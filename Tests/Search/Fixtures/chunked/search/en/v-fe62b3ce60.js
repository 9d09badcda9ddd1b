ConcordSearch.register("en/v-fe62b3ce60","1S-yPJVqKPGq7vq%x+h:%:TPtPdiHudrLYr?eDK~XjPbsOY]ncf93(Sy/W%vc00030@@Sl3");
