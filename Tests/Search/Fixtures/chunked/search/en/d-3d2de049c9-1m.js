ConcordSearch.register("en/d-3d2de049c9-1m",{"r":[["en/p14.html#s58",null,"Page 14","Section 58","Record item58 of the chunked fixture.","guideline",null,"",null]]});
