ConcordSearch.register("en/d-f7d34c7a08-c",{"r":[["en/p3.html#s12",null,"Page 3","Section 12","Record item12 of the chunked fixture.","guideline",null,"",null]]});
