ConcordSearch.register("en/d-f7d34c7a08-s",{"r":[["en/p7.html#s28",null,"Page 7","Section 28","Record item28 of the chunked fixture.","guideline",null,"",null]]});
