ConcordSearch.register("en/t-600547f22a-6","3T5ZYEVqJCmI7d%9BN*(53uyeN-.5o:_W@MC28jD%i.Ev-r.t$Bn[*)#o2:Gh00000");
