ConcordSearch.register("en/d-f7d34c7a08-b","1g(PlT.y#J8E}q=^P^q~#71ac@50BN-ovF)s4g7$dTb9Vl+Rh?}E4B#9{p3.*Ci4cdDV[a-C6{&rPN!aV2QS18T9v2XhiF^^[2ry02]3p^9G:xFsGyTH?pr?}I@IIGAAMQ^00030@@Sl3");
