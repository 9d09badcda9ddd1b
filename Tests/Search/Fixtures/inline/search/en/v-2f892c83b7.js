ConcordSearch.register("en/v-2f892c83b7","0hon5_.y#J8^5Uk{Kf/k8:TM1?X^mWu1m/xN=[rnG3QS+wEq*rpwx.UmExzQc}Ap+eBd)R9B*U$+A[~aV_/H?}5A5!}Yv5i{4Uu5f*-DUb.zHi-Lu_G~uDY@D=()U}g&a]1{51_I~k1(R");
