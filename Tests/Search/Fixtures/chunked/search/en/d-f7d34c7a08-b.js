ConcordSearch.register("en/d-f7d34c7a08-b","0ho-rj.y#J9&8.{//hf2rk85i5i.jpd4+3uO3KC+7jcSH${i~tcNi)-Xu/Nk@e2LrZG7S1yU8=N@m8i95yC/M_Z!FoPIpu9DRN?~4P{SCPcdeCe)[A#?Tx?27h95n7Dh^:y");
