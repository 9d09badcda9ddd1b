ConcordSearch.register("en/v-bd3e8154c9","1S-yPJVqKPGq7vq%x+h:%:TPtPdiHudrLXWReDK~XjPbr-Y]ncf93(Sy/W%vc00030@@Sl3");
