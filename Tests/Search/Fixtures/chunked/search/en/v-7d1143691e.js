ConcordSearch.register("en/v-7d1143691e","1S-yPJVqKPGq7vq%x+h:%:TPtPdiHudrLX*VeDK~XjPbr{Y]ncf93(Sy/W%vc00030@@Sl3");
