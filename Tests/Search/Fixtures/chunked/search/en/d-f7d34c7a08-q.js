ConcordSearch.register("en/d-f7d34c7a08-q","0hoW=Z0X~k&^5NPjhMS0H3qR*Ge)y~4Ybw*/bU*Po)}%pHUx$hfOApX#-%kzV{J?6NmZb:9.1~zBf-[Ivt:[P31y9jWO~ikY:KBnYb9ZlOYjtar_!H1LFnF$=SWv=l~DYGH");
