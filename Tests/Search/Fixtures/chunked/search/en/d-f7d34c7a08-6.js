ConcordSearch.register("en/d-f7d34c7a08-6",{"r":[["en/p1.html#s6",null,"Page 1","Section 6","Record item6 of the chunked fixture.","guideline",null,"",null]]});
