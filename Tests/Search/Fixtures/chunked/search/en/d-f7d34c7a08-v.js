ConcordSearch.register("en/d-f7d34c7a08-v",{"r":[["en/p7.html#s31",null,"Page 7","Section 31","Record item31 of the chunked fixture.","guideline",null,"",null]]});
