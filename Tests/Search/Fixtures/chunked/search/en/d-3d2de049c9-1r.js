ConcordSearch.register("en/d-3d2de049c9-1r",{"r":[["en/p15.html#s63",null,"Page 15","Section 63","Record item63 of the chunked fixture.","guideline",null,"",null]]});
