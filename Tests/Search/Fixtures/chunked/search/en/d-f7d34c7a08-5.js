ConcordSearch.register("en/d-f7d34c7a08-5","2g(PlTGd)&uE}vqtGw%.9uM]7_9.L#Woxh[B8Z{%IDJ&{@Hz/l$G[_}=x-47-xNvt7DV&N~AY=Jzp@!OzC:2jJ7@0]J5~ABTpKamAarNTF5ONC_!Q(@8WKIqH6XzZjVI:X4009600@@r3");
