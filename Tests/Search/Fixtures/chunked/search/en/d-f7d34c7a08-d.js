ConcordSearch.register("en/d-f7d34c7a08-d",{"r":[["en/p3.html#s13",null,"Page 3","Section 13","Record item13 of the chunked fixture.","guideline",null,"",null]]});
