ConcordSearch.register("en/d-f7d34c7a08-n",{"r":[["en/p5.html#s23",null,"Page 5","Section 23","Record item23 of the chunked fixture.","guideline",null,"",null]]});
