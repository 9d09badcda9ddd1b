ConcordSearch.register("en/d-f7d34c7a08-2",{"r":[["en/p0.html#s2",null,"Page 0","Section 2","Record item2 of the chunked fixture.","guideline",null,"",null]]});
