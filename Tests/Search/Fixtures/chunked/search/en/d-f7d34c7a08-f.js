ConcordSearch.register("en/d-f7d34c7a08-f",{"r":[["en/p3.html#s15",null,"Page 3","Section 15","Record item15 of the chunked fixture.","guideline",null,"",null]]});
