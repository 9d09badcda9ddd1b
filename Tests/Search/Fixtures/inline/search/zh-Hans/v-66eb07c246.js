ConcordSearch.register("zh-Hans/v-66eb07c246","0T5ZYKVqJD5hMbJQ?PW^22g17SGub7n=Z8~l:UOf9wYq0o)i6Btuj:VU}!mYO*4ginPu=:bf)p3R:uq5Czuax#^yZn-{b218Y-(tRZu/Oll~A_RUAB]zV67wIoDFwQQ[:fKwtJ*Iwn2GV14]%3");
