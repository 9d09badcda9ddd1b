ConcordSearch.register("en/d-3d2de049c9-1h",{"r":[["en/p13.html#s53",null,"Page 13","Section 53","Record item53 of the chunked fixture.","guideline",null,"",null]]});
