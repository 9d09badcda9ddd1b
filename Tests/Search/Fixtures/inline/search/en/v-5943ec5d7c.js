ConcordSearch.register("en/v-5943ec5d7c","3g(PlTFfky~E){!YvS}8%i&mV^d~aIsG:#IBW*0&S9(CU3&ER7~AXR?{/YOt6V{m(hGg{5b=eq#%ck=5BXqhDKLF&ArddM^$YX42pRPv9p)q-WntU3:fXbl#.IU[ia)EHwV0rr6300000");
