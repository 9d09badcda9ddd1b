ConcordSearch.register("en/d-3d2de049c9-1i","2g(PlT.y#J8E}q=^P&fPJ@0H?Y~%pG:w?&aj*_*KDYgRs44L#s#3.LC3P#PWThpo#%CN=~#TTMm]?XG5yVeWvEnMLWHZqe[Ands?hq~z8P:J7r81E!B-Wv)troo~2MIV727NM+6U009600@@r3");
