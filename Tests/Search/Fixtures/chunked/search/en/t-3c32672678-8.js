ConcordSearch.register("en/t-3c32672678-8","3T5ZYEVqJCmIZX@vBN*(83uyeN-.5o:_W@MC28l.Zi.Ev-r.t$Bn[*)#o2:Gh00000");
