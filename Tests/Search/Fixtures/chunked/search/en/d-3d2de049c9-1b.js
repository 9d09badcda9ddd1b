ConcordSearch.register("en/d-3d2de049c9-1b","3g(PlT.y#J8E}q=^P+n:/@0H?Y~%pG:w?&aj*_*KDDN[8&4L#s#e1:?zP#R@.u9VsfP8DD1tH5nPW/$?Qjh8]a6S51[3QQ?P-iw}qM6_gOlty*pQ/?3Pd.rq$NNyW-@c{}a^}n:.0rr6300000");
