ConcordSearch.register("en/v-1065e66752","0S-yPJVqJDR+R7LC^ORE#VvL%[Ktl%!:X2QY^mNhTfl#Bc1lurYV67bQTwldJI~o7eV:S6.tMh0t8_i)heDt+J%nJf3");
