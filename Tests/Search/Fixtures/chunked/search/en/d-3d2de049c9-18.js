ConcordSearch.register("en/d-3d2de049c9-18",{"r":[["en/p11.html#s44",null,"Page 11","Section 44","Record item44 of the chunked fixture.","guideline",null,"",null]]});
