ConcordSearch.register("en/d-f7d34c7a08-u",{"r":[["en/p7.html#s30",null,"Page 7","Section 30","Record item30 of the chunked fixture.","guideline",null,"",null]]});
