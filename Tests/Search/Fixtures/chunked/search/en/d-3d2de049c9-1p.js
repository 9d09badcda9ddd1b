ConcordSearch.register("en/d-3d2de049c9-1p",{"r":[["en/p15.html#s61",null,"Page 15","Section 61","Record item61 of the chunked fixture.","guideline",null,"",null]]});
