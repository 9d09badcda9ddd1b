ConcordSearch.register("en/d-3d2de049c9-1i",{"r":[["en/p13.html#s54",null,"Page 13","Section 54","Record item54 of the chunked fixture.","guideline",null,"",null]]});
