ConcordSearch.register("en/t-600547f22a-2","3T5ZYEVqJCmH:?_7BN&0jA=Mg!.B=_Y_W@MC28isOi.Ev-r.t$Bn[*)#o2:Gh00000");
