ConcordSearch.register("en/d-3d2de049c9-x",{"r":[["en/p8.html#s33",null,"Page 8","Section 33","Record item33 of the chunked fixture.","guideline",null,"",null]]});
