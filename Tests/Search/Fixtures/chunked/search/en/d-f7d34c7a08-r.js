ConcordSearch.register("en/d-f7d34c7a08-r",{"r":[["en/p6.html#s27",null,"Page 6","Section 27","Record item27 of the chunked fixture.","guideline",null,"",null]]});
