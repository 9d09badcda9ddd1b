ConcordSearch.register("en/d-4714d496da-1v","2ho-rj.y#J9&8.{//hgZ{FkmsHMjx6.O5s~x[Dasq)HD8xW%.Qut=4?e~HX{My*e{kEsP^MIO]a(gl0s+CAa1I:P_/Xim:x^J5I&Se[yw0~b}GPW8*pl&@GT9M=8sSK8GllE$4B#");
