ConcordSearch.register("en/d-3d2de049c9-18","3hoW=Z0X~k&^5NPjhMN4U[!v?WVv%NgO5aCV&SGzO)Iop8Y7XXmx}uF~E8E#V?%omyJ9@BiFB^Q~Iv/~_nV{r]837KBT.gK#OTFh7uw8h]C9+[6Zi~3_5u(R*qQ%~d@ALVm7xsBn");
