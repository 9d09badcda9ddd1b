ConcordSearch.register("en/d-f7d34c7a08-1",{"r":[["en/p0.html#s1",null,"Page 0","Section 1","Record item1 of the chunked fixture.","guideline",null,"",null]]});
