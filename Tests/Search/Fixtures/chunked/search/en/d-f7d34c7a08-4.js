ConcordSearch.register("en/d-f7d34c7a08-4",{"r":[["en/p1.html#s4",null,"Page 1","Section 4","Record item4 of the chunked fixture.","guideline",null,"",null]]});
