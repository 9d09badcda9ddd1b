ConcordSearch.register("en/d-3d2de049c9-1p","3g(PlT.y#J8E}q=^P]}=&[gc[/R3xN#O5GE]Ary*/[2.zziM%f}U6.cTH8}CJ)#_*G[eKLLz8_Ww?XIsx*3]/[Q:QTiuL2??b.*Ehra-As3ArngK.e(wTlxm{x+DK%[=eLEo}I_{0rr6300000");
