ConcordSearch.register("en/d-3d2de049c9-w",{"r":[["en/p8.html#s32",null,"Page 8","Section 32","Record item32 of the chunked fixture.","guideline",null,"",null]]});
