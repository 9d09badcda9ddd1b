ConcordSearch.register("en/v-61c83ed00b","1jDm.}Gd)Z5%0u0rxGyOitK~V]/nhu{yO%S0{UzNhGYE8jKEYCq:sF}NY-}vczwoGmr*9KrF]2+z0UcyINHJN(tm^d8krUhz:O+[0t)dm3(x_u*Ni4QZ&WF62=TQ[c0-shXCZL^Uw0@uw00030@@Sl3");
