ConcordSearch.register("en/v-eaaf273f98","1S-yPJVqKPGq7vq%x+h:%:TPtPdiHudrLYx_eDK~XjPbsWY]ncf93(Sy/W%vc00030@@Sl3");
