ConcordSearch.register("en/v-02da7dd330","2m2!CU..qG!%3YOE46-x_EV20Qe3h6qn]bek:Il[iHu.4AOGv0/ONac9.Ks7JUA=O8zK?-{{?(l%-KHWl(Ly]HrQdfq9jp$(r)e(Q:u@&2J3-gj5?Ape1$B(RF{3[zRRwXN02tN~@FeVa009600@@r3");
