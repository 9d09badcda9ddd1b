ConcordSearch.register("en/f-dcc936f74c","19M{IOFfkybZ}mmF^Rp~BVgn2yTHKy101hf7Y9Xdv1%ctCg#I.X93^lA*v(Q^.eQcX=AzwJPAes_sE]%o4+[KK4iPh/?d@l.}&$}1Jx8E*");
