ConcordSearch.register("en/d-4714d496da-1t","3g(PlT.y#J8E}q=^Q0=qH[gc[/R3xN#O5GE]Ary*/[2.zziM%f}U6.cTH8}CI)#_*G[BM/Az8_Ww?XG5S*3]/[Q:QTiuL2??b._?Wra-As3ArngK.e(wTlxm{x+DK%[=eLEo}I_{0rr6300000");
