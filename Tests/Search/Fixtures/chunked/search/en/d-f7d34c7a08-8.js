ConcordSearch.register("en/d-f7d34c7a08-8",{"r":[["en/p2.html#s8",null,"Page 2","Section 8","Record item8 of the chunked fixture.","guideline",null,"",null]]});
