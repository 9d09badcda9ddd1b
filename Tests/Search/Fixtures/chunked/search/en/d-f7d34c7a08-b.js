ConcordSearch.register("en/d-f7d34c7a08-b",{"r":[["en/p2.html#s11",null,"Page 2","Section 11","Record item11 of the chunked fixture.","guideline",null,"",null]]});
