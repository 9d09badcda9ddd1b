ConcordSearch.register("en/d-f7d34c7a08-2","3g(PlTGd)&uE}vqtGnJgllH4AgL&MLA-.x2-p:(qp3Gt+fgT8f[5a!2({sh4F{h~VQ)6JUJCZKt2JVy{+crYN!E232]KqNX.[~6V-k307Q=)*cr1_JfDrrwsiUgZ{d}tyr]0rr6300000");
