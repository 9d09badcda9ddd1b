ConcordSearch.register("en/d-f7d34c7a08-q",{"r":[["en/p6.html#s26",null,"Page 6","Section 26","Record item26 of the chunked fixture.","guideline",null,"",null]]});
