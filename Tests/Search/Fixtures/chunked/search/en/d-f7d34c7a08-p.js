ConcordSearch.register("en/d-f7d34c7a08-p",{"r":[["en/p6.html#s25",null,"Page 6","Section 25","Record item25 of the chunked fixture.","guideline",null,"",null]]});
