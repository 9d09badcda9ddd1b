ConcordSearch.register("en/d-f7d34c7a08-2","2ho-rj.y#J9&8.{//q1T_k85i5i.jpd4+3uO3KC+7jcSH${i~tcNi)-Xu/Nk@e2NN~tq7XIExk:W7_y?t!Hk@/Luq3kB~D&DG//:Z?0DLE7x5F@gjVSMo&xH4:AD+x{xHV#");
