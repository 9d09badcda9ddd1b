ConcordSearch.register("en/d-3d2de049c9-1g",{"r":[["en/p13.html#s52",null,"Page 13","Section 52","Record item52 of the chunked fixture.","guideline",null,"",null]]});
