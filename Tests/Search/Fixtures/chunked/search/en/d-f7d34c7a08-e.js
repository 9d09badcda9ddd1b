ConcordSearch.register("en/d-f7d34c7a08-e",{"r":[["en/p3.html#s14",null,"Page 3","Section 14","Record item14 of the chunked fixture.","guideline",null,"",null]]});
