ConcordSearch.register("en/d-f7d34c7a08-g",{"r":[["en/p4.html#s16",null,"Page 4","Section 16","Record item16 of the chunked fixture.","guideline",null,"",null]]});
