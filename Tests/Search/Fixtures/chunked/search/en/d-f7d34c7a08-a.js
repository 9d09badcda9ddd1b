ConcordSearch.register("en/d-f7d34c7a08-a",{"r":[["en/p2.html#s10",null,"Page 2","Section 10","Record item10 of the chunked fixture.","guideline",null,"",null]]});
