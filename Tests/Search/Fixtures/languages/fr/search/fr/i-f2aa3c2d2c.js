ConcordSearch.register("fr/i-f2aa3c2d2c",{"n":7,"pages":"AE","t":["1"],"th":["8bf948eebf"],"d":"A","dh":"531a67921b","v":["1"],"vh":["bfebe20b02"],"f":"ff1c2ea9b9","c":"1d1f6336af"});
