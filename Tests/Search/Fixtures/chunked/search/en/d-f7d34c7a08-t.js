ConcordSearch.register("en/d-f7d34c7a08-t",{"r":[["en/p7.html#s29",null,"Page 7","Section 29","Record item29 of the chunked fixture.","guideline",null,"",null]]});
