ConcordSearch.register("en/d-f7d34c7a08-5",{"r":[["en/p1.html#s5",null,"Page 1","Section 5","Record item5 of the chunked fixture.","guideline",null,"",null]]});
