ConcordSearch.register("en/d-3d2de049c9-1l",{"r":[["en/p14.html#s57",null,"Page 14","Section 57","Record item57 of the chunked fixture.","guideline",null,"",null]]});
