ConcordSearch.register("en/d-4714d496da-1v",{"r":[["en/p16.html#s67",null,"Page 16","Section 67","Record item67 of the chunked fixture.","guideline",null,"",null]]});
