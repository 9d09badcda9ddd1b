ConcordSearch.register("en/v-7c846478d3","2G##aW.y#x-^yT^bsg6?v.DhNI6+z{d2Vp(RYy#OV]zps-r3L9ZTWYrl44LzWnq4!tNh7w}zW*&~2YCy^9olUnVcJf$I_wie{P&U8ogt{P.^8)1zI?M+-%z.C");
