ConcordSearch.register("en/f-c783aef92c","1S-Eo/+U7*sS-z.B+$HZN:&)yTVqL.!BYLJ)qa:zi=p(K(T$hg%+(]M$Iwka%MzAQUFQaT600030@@Sl3");
