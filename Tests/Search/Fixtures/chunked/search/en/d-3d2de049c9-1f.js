ConcordSearch.register("en/d-3d2de049c9-1f","2ho-rj.y#J9&8.{//hb3ZI++GSMjx6.O5s~x[Dasq)HD8xW%.Qut=4?e~A^oCy*e{kGnm]ZIO]a(gwIH(CAa1Idr)&cim:x^Jjm-Ae[yw0~b}GPW8*pl&@GT9M=8sSK8GllE$4B#");
