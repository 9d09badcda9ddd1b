ConcordSearch.register("en/d-3d2de049c9-1e","2g(PlT.y#J8E}q=^P%/UY@0H?Y~%pG:w?&aj*_*KDYgRs44L#s#3.LC3P#PWPh{{h#CN=q!TTMm]?XG5uV/rNGnMLWHZqe[Ands?hqL7#O:J7r81E!B-Wv)troo~2MIV727NM+6U009600@@r3");
