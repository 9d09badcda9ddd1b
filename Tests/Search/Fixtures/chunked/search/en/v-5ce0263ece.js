ConcordSearch.register("en/v-5ce0263ece","1S-yPJVqKPGq7vq%x+h:%:TPtPdiHudrLYl/eDK~XjPbsGY]ncf93(Sy/W%vc00030@@Sl3");
