ConcordSearch.register("en/d-3d2de049c9-1b",{"r":[["en/p11.html#s47",null,"Page 11","Section 47","Record item47 of the chunked fixture.","guideline",null,"",null]]});
