ConcordSearch.register("en/d-f7d34c7a08-0",{"r":[["en/p0.html#s0",null,"Page 0","Section 0","Record item0 of the chunked fixture.","guideline",null,"",null]]});
