ConcordSearch.register("en/d-3d2de049c9-y",{"r":[["en/p8.html#s34",null,"Page 8","Section 34","Record item34 of the chunked fixture.","guideline",null,"",null]]});
