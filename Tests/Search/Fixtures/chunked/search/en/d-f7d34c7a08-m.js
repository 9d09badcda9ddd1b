ConcordSearch.register("en/d-f7d34c7a08-m","1g(PlT.y#J8E}q=^P[L-+EUCeH^T@*G=c*XUAry*/)_^sh4L#s)e1=0)Q5w&(K@:vu{NW}:Oe~$t8!-T16m@!M}yiJ#n@U9J.*r_-sPTrbBvScb9[z*LpQ-ir:FeE#EQ5h_8VP)r@@Sl3");
