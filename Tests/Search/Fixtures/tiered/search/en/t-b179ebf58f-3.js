ConcordSearch.register("en/t-b179ebf58f-3","1)zZ_/.AXU$^yX:1)a=iw]JD5Qb/Cl1F~SxW[9Q]wek_a=ao5(.iHa:A~9CtE+$Dl31POJ50d+8+@w1f5A.GA!a%J:1v#JdZ7?p=ARUc8C_~oiEIf=p!bUseFS^IIX");
