ConcordSearch.register("en/d-f7d34c7a08-m",{"r":[["en/p5.html#s22",null,"Page 5","Section 22","Record item22 of the chunked fixture.","guideline",null,"",null]]});
