ConcordSearch.register("zh-Hans/f-01f2331131","3T5^x*+U7*sS-z.B+$HZN:&)yTVqLZ+r&TXEn~yRWoWs9Heg%JsrKeS9AX5SWlc6&5b:Lm/7LccM@EVoMi.D@t:Zyc)LtVlH00000");
