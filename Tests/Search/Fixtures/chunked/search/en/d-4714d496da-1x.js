ConcordSearch.register("en/d-4714d496da-1x",{"r":[["en/p17.html#s69",null,"Page 17","Section 69","Record item69 of the chunked fixture.","guideline",null,"",null]]});
