ConcordSearch.register("en/t-92cf1b2ea4-4","1)aeAJ.y#J^^oO_s9D2cuj@0z+k]J%1etUR#J:S1iaIA#}?5~QEP[=0qz_JU%tkx$[90aY!6951jZ=%uSkJWnB@D)bzW_/pq1onBJqTh&0(V/kC9@*u9izF-]q3Xs#5jcTC{7uoR1][V6@@Sl3");
