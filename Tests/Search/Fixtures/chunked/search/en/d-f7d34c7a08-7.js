ConcordSearch.register("en/d-f7d34c7a08-7",{"r":[["en/p1.html#s7",null,"Page 1","Section 7","Record item7 of the chunked fixture.","guideline",null,"",null]]});
