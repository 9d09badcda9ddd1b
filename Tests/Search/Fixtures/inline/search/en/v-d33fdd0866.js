ConcordSearch.register("en/v-d33fdd0866","1GO?F].y#J7%8LG6Vu]1:@1RpZfHs5B-tMiK@5%j{8M*Dn^r}-Y5fI.Yfr6H3)rldyBfl_xM)X)hmMg&pb:xyQGCT_[I]h)}Yv(G#hNN.O3y%Y2(u6222v93j48xS3mVVf&2(_#9@@Sl3");
