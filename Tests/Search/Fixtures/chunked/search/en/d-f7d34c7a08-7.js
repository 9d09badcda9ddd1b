ConcordSearch.register("en/d-f7d34c7a08-7","3g(PlTGd)&uE}vqtGw]F(e2jl9lRi~Yy21}{1bkfMUooC0fVepG[g-e%zc{MZzbmS+=RwmFJ(PfA(E+Rfz_3v}./$(X0/pvOdx^m]_yuZ/0_h3#tf[nxrWw(B&*MAyMFS+:0rr6300000");
