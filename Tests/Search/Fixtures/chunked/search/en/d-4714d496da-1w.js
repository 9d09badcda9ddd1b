ConcordSearch.register("en/d-4714d496da-1w",{"r":[["en/p17.html#s68",null,"Page 17","Section 68","Record item68 of the chunked fixture.","guideline",null,"",null]]});
