ConcordSearch.register("en/t-600547f22a-4","3T5ZYEVqJCmIyF68BN)K%3uyeN-.5o:_W@MC28kPti.Ev-r.t$Bn[*)#o2:Gh00000");
