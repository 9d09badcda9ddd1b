ConcordSearch.register("en/v-1065e66752","2T5ZYKVqJDR+R7LC^ORF{VqKPGqa:=)qzIk1qa:({IJg.-Vu%Z+=k[nLRf117b{:OHsE_c47D{2sxk-7DXbo%XhyaZys]XK5");
