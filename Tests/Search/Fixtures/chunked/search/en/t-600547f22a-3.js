ConcordSearch.register("en/t-600547f22a-3","3T5ZYEVqJCmJ4ao6BN)K)3uyeN-.5o:_W@MC28m~8i.Ev-r.t$Bn[*)#o2:Gh00000");
