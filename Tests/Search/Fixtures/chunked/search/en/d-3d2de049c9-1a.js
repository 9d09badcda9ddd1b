ConcordSearch.register("en/d-3d2de049c9-1a","3g(PlT.y#J8E}q=^P+n+p{.xKz^T@*G=0[nDXb![[{G2kY9a~M%s3zP*lYR=DYjtXvjO%Y2WWXwgzWTTkC6(.jdn0%/7LCWhIdb=RdL~ieH1b:Pnvb$grDJO%g(oqF}2t/kRQ2CD0rr6300000");
