ConcordSearch.register("en/d-4714d496da-1t",{"r":[["en/p16.html#s65",null,"Page 16","Section 65","Record item65 of the chunked fixture.","guideline",null,"",null]]});
