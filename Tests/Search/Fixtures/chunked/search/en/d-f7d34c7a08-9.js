ConcordSearch.register("en/d-f7d34c7a08-9",{"r":[["en/p2.html#s9",null,"Page 2","Section 9","Record item9 of the chunked fixture.","guideline",null,"",null]]});
