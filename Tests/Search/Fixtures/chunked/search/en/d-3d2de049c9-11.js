ConcordSearch.register("en/d-3d2de049c9-11",{"r":[["en/p9.html#s37",null,"Page 9","Section 37","Record item37 of the chunked fixture.","guideline",null,"",null]]});
