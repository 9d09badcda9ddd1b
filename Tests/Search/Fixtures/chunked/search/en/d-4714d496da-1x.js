ConcordSearch.register("en/d-4714d496da-1x","2g(PlT.y#J8E}q=^Q0=Ob@r*}Z~%pG:w?&aj*_*KDYgRs44L#s#3.LC3P#PWTh{{h#CY_fJTTMm]?XG5yV/rNGnMLWHZqe[Andon)p[C=M:J7r81E!B-Wv)troo~2MIV727NM+6U009600@@r3");
