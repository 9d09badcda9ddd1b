ConcordSearch.register("en/f-c783aef92c","0T5^x*+U7*sS-z.B+$HZN:&)yTVqL.!BYLJ)qa:zi=p(K(T$hg%+(]M$Iwka%MzAQUFQaT6");
