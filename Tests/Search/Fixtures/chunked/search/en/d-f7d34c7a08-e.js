ConcordSearch.register("en/d-f7d34c7a08-e","0g(PlT.y#J8E}q=^P&fQduM_.DjXkd$et:wy8XtTwt$:YAHz:Z=.K1Xs~~S:^^uX)2W((*Pdlkaaw(cKd[9?Vbx&/Xm=N1U&MBrXNKWUv)rI6KN:&wcZ]xUJ*0za19?na9^Z5Ock%nJf3");
