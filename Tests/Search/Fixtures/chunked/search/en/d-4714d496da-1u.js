ConcordSearch.register("en/d-4714d496da-1u",{"r":[["en/p16.html#s66",null,"Page 16","Section 66","Record item66 of the chunked fixture.","guideline",null,"",null]]});
