ConcordSearch.register("en/d-f7d34c7a08-o",{"r":[["en/p6.html#s24",null,"Page 6","Section 24","Record item24 of the chunked fixture.","guideline",null,"",null]]});
