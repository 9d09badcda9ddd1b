ConcordSearch.register("en/d-f7d34c7a08-i",{"r":[["en/p4.html#s18",null,"Page 4","Section 18","Record item18 of the chunked fixture.","guideline",null,"",null]]});
