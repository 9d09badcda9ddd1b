ConcordSearch.register("en/d-3d2de049c9-1d","2g(PlT.y#J8E}q=^Q0?vZ@r*}Z~%pG:w?&aj*_*KDYgRs44L#s#3.LC3P#PWThpo#%C~Ik3TTMm]?XG5yVeWvEnMLWHZqe[Andon#p[C=M:J7r81E!B-Wv)troo~2MIV727NM+6U009600@@r3");
