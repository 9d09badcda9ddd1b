ConcordSearch.register("en/v-5fe4a3fbc4","21+nrmFg}y2[abPJx#=!~I:G{0Zf(:=-jKjoQ*~pWw+NmR94)-nKJTjKfa71=_-jj2(9Pd]?WYX!");
