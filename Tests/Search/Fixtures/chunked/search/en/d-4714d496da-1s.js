ConcordSearch.register("en/d-4714d496da-1s",{"r":[["en/p16.html#s64",null,"Page 16","Section 64","Record item64 of the chunked fixture.","guideline",null,"",null]]});
