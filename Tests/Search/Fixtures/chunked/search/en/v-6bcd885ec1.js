ConcordSearch.register("en/v-6bcd885ec1","1S-yPJVqKPGq7vq%x+h:%:TPtPdiHudrLX:TeDK~XjPbr?Y]ncf93(Sy/W%vc00030@@Sl3");
