ConcordSearch.register("en/d-f7d34c7a08-k",{"r":[["en/p5.html#s20",null,"Page 5","Section 20","Record item20 of the chunked fixture.","guideline",null,"",null]]});
