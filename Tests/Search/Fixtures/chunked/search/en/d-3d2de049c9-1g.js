ConcordSearch.register("en/d-3d2de049c9-1g","2g(PlT.y#J8E}q=^Q0/lk@0H?Y~%pG:w?&aj*_*KDYgRs44L#s#3.LC3P#PWTh{{h#CN+-QTTMm]?XG5yV/rNGnMLWHZqe[Ands?hqj+(N:J7r81E!B-Wv)troo~2MIV727NM+6U009600@@r3");
