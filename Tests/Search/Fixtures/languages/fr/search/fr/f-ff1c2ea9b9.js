ConcordSearch.register("fr/f-ff1c2ea9b9","09ML#5Fg}xn=%uTY6xyH)37Km]ewW^jSrS:.ufF)-:0~gSJ}#xbcDWCZ841q{^ImCFa}+lLrnx.SE1sx))ZwgKkxDt%");
