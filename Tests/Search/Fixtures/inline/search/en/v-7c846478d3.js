ConcordSearch.register("en/v-7c846478d3","1GO?F]Ffkya%8LKV{o5}!shke2*f/ErH4jQMfee~&B#F}*R:%7Qjq@kzLCa_^T%jp=0Yb+Wlno=Ml@k_$Xv3G^WyLeCa}OW77b$5I1ZT~DJ~?pMg34D{00030@@Sl3");
