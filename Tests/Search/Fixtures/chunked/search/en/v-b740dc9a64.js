ConcordSearch.register("en/v-b740dc9a64","1S-yPJVqKPGq7vq%x+h:%:TPtPdiHudrLYV@eDK~XjPbt5Y]ncf93(Sy/W%vc00030@@Sl3");
