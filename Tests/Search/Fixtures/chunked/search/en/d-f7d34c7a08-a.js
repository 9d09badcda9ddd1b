ConcordSearch.register("en/d-f7d34c7a08-a","0ho-rj.y#J9&8.{//hdV~k85i5i.jpd4+3uO3KC+7jcSH${i~tcNi]efu/Nk+e2NQXAn0%8Xir@_5E%2BcrhHtinuHAMpM$z&hFttNjmp3pFOpr:9M+D4R}AHmu&_JCB_ql");
