ConcordSearch.register("en/v-f3463a2ab2","1S-yPJVqKPGq7vq%x+h:%:TPtPdiHudrLX%ZeDK~XjPbsaY]ncf93(Sy/W%vc00030@@Sl3");
