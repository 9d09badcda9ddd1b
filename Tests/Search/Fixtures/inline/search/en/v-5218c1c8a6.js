ConcordSearch.register("en/v-5218c1c8a6","0eY6^X.y#J8^5Uk{xvfaMM$%j#Bp(zsF+yE4a%M451)L5}[iU7yDDJ0[hdm[q(tLUhWrjv*5mi^kMbl}PB^RW9SNfm^Ai--r.OD=}GUv.M.N4R?3/M4{GX%P?bHe9FXI=Ri+f/IZHx!*S@iyZ1");
