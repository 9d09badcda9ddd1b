ConcordSearch.register("en/d-f7d34c7a08-j",{"r":[["en/p4.html#s19",null,"Page 4","Section 19","Record item19 of the chunked fixture.","guideline",null,"",null]]});
