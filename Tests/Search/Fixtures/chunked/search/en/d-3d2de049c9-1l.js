ConcordSearch.register("en/d-3d2de049c9-1l","2g(PlT.y#J8E}q=^P&bLM{.xKz^T@*G=0[nDXb![[CA{R99a~M%7E0*6lYWqpyOE@}[AZy6t2PD?ZaD1^w5?U}LDsz2E1xP&KqML$PGFAbKDiAg2Sf-Fyc?ESMmq]b6-h?eg~07r009600@@r3");
