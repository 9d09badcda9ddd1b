ConcordSearch.register("en/d-f7d34c7a08-3",{"r":[["en/p0.html#s3",null,"Page 0","Section 3","Record item3 of the chunked fixture.","guideline",null,"",null]]});
