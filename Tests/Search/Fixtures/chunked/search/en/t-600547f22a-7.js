ConcordSearch.register("en/t-600547f22a-7","3T5ZYEVqJCmJvtetBN*(23uyeN-.5o:_W@MC28o0Ei.Ev-r.t$Bn[*)#o2:Gh00000");
