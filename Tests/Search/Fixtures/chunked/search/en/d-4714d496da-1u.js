ConcordSearch.register("en/d-4714d496da-1u","3g(KZc.y#J&Uqh6~qT4^eO_EK4X@=0Z8b8y_cR$xyzBE/U9}eSat~{jp3{cSS(65sD[d:_btfXdXzWQmhK/]4[-PVT.F(3hcB/V=^x7u6iSO5qOx5ga1]N157JMt(f%nvbf?x8Z$0rr6300000");
