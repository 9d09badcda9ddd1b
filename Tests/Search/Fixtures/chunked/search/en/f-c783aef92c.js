ConcordSearch.register("en/f-c783aef92c","2T5^x*+U7*sS-z.B+$HZN:&)yTVqL.!BYLJ)qa:zi=p(K(T$hg%+#I6HUglx0:vN{O+p-}*y5[qm");
