ConcordSearch.register("fr/i-bb3089829a",{"n":7,"pages":"AE","t":["1"],"th":["8bf948eebf"],"d":"A","dh":"043fe44f70","v":["1"],"vh":["bfebe20b02"],"f":"ff1c2ea9b9","c":"14353957ae"});
