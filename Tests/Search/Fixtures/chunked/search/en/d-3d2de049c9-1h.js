ConcordSearch.register("en/d-3d2de049c9-1h","2ho-rj.y#J9&8.{//h9[tI++GSMjx6.O5s~x[Dasq)HD8xW%.Qut=4?e~HX{My*e{kGnm]ZIO]a(gl0s+CAa1Idr)&cim:x^Jjm-Ae[yw0~b}GPW8*pl&@GT9M=8sSK8GllE$4B#");
