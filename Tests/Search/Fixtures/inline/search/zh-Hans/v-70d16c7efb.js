ConcordSearch.register("zh-Hans/v-70d16c7efb","0S-yPJVqJCa:_i-bd#}.cC^s8gnK]-%c$TrW2v%VZsCx7gVxwjfV@fd:vSDiMEOJHIKWqSOmf#^m9F/#53$BBOM4Cj~3Sm.5]yCOi[]JfNqwj$KgzFm)q/+&kwKnT.bmhuu0SSi2%nJf3");
