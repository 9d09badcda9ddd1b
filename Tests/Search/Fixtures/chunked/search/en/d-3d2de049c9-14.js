ConcordSearch.register("en/d-3d2de049c9-14",{"r":[["en/p10.html#s40",null,"Page 10","Section 40","Record item40 of the chunked fixture.","guideline",null,"",null]]});
