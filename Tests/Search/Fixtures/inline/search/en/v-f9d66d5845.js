ConcordSearch.register("en/v-f9d66d5845","2o#]400WemD^y]E7IUS5qyK3wCnc[Zt+/w}=Xowsu[M44idr=97tiR!dp?{@w=BuUDz-GhmwUT?xJi9~cp/D.N*DjQdBDl:[C8lE/A=e#:r$&ARFQimTDxQ=~F*Z[R9Z1(y9QWN9mxNm~%8LdgDijcE");
