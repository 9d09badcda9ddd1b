ConcordSearch.register("en/d-3d2de049c9-1a",{"r":[["en/p11.html#s46",null,"Page 11","Section 46","Record item46 of the chunked fixture.","guideline",null,"",null]]});
