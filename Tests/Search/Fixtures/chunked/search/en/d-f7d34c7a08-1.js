ConcordSearch.register("en/d-f7d34c7a08-1","3g(PV^Gd)&vuUd[%GfJCflH4AgL&QpAJHM8GPIUHM6#XMvw%+j/9{e(:)w~2%)DKuj/~Bg5[+y:49xP~Jo%ShQ{ZS]?atJjC_=}xGE60fjPJafR3Z@r{SSTOAt^GTq]7@H?0rr6300000");
