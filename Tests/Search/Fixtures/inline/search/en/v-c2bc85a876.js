ConcordSearch.register("en/v-c2bc85a876","0hi1_J.y#x^%hu=Y!6YDgeNz4*Ggk8]AzM[UZHFHmVtIUp!4GgBd%9Vap=:PD5xZ}1EDw)N0)JO^p:S=GtR8HHL6$!G^MD?%IJa}V+3e2J9IcJW*G.C(n@q3#G+HyVP}=IR@OqC/krP%}7-k}li0t_b");
