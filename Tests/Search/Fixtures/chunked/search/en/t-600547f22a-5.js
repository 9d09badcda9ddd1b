ConcordSearch.register("en/t-600547f22a-5","3T5ZYEVqJCmJW:GaBN)K{3uyeN-.5o:_W@MC28pb&i.Ev-r.t$Bn[*)#o2:Gh00000");
