ConcordSearch.register("en/v-3772946807","1hi1_J.y#x^%hu=Y9M!xtLeN+jbbE~w8Zf[h)@:m$?c/cNLyJ7M8+=/]9p6Yhbdy)a529i^Tgv5^}?kV$tdI0ma^sJ9C0s#v_qWzg*~x~+U4h?D1BR8cw)MrHP-i3kl*7#1lZU]t}a5Z[Oi)Zf46gxF");
