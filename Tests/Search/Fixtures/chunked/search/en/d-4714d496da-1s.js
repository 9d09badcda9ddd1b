ConcordSearch.register("en/d-4714d496da-1s","3g(PlT.y#J8E}q=^P&9p0{.xKz^T@*G=0[nDXb![[{G2kY9a~M%s3zP*lYWq+CGFA-C~##ZWWXwgzWSJr)d=DCqK1[Qf9[yz62S#tdL~ieH1b:Pnvb$grDJO%g(oqF}2t/kRQ2CD0rr6300000");
