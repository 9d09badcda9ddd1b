ConcordSearch.register("en/d-3d2de049c9-16",{"r":[["en/p10.html#s42",null,"Page 10","Section 42","Record item42 of the chunked fixture.","guideline",null,"",null]]});
