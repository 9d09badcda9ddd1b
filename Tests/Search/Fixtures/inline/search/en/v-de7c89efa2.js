ConcordSearch.register("en/v-de7c89efa2","3g(LosFfky~[3p&0QY_7$[H3T$^a}Iwbd-bh^8a6(N3~ULQ~M*9{0f_Py&.[+wM!yAhf5W*=h}=xL54tKeBo)%?E]uvwS%_7SwEC_lYm4-Sc0Nl@x.iC4}2pg(3ipf0rr6300000");
