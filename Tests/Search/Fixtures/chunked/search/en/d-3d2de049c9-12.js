ConcordSearch.register("en/d-3d2de049c9-12",{"r":[["en/p9.html#s38",null,"Page 9","Section 38","Record item38 of the chunked fixture.","guideline",null,"",null]]});
