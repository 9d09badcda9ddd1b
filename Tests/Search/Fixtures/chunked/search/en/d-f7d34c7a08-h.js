ConcordSearch.register("en/d-f7d34c7a08-h",{"r":[["en/p4.html#s17",null,"Page 4","Section 17","Record item17 of the chunked fixture.","guideline",null,"",null]]});
