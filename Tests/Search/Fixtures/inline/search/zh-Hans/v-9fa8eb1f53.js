ConcordSearch.register("zh-Hans/v-9fa8eb1f53","0T5ZYKVqJCiJl9~f0]/yv)9@WSaMHO71#9N_mdayLYT4_!/AJL])TEAi1=fBk&J{L%k/Ro#uj+/4&k]pVQAp)${*_a%aO?:SfgYRuabBgM]LAw7b]@*~PP}lSkV[UH9rGlq0Ay2i0I@%1");
