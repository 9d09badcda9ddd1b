ConcordSearch.register("en/d-f7d34c7a08-4","2ho-rj.y#J9&8.{//p#l+_wQ~{RgQ5B_$KFtYNRcsYf~&PzqMcsMUz67}85VnW@M^1U~p)h/t/u$F]Ndvt8-O2h&j{*qKn$iuc6uG+?X~NxWI[nciC92/cA^VJ+&{hE$4B#");
