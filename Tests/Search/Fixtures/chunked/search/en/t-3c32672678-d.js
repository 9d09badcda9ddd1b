ConcordSearch.register("en/t-3c32672678-d","11+roQ03zWMCr5@adQO{PB.zL-34/xyXFclnr+rA_2JsRU8?Cm9JRrCN");
