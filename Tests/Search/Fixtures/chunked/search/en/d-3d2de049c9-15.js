ConcordSearch.register("en/d-3d2de049c9-15",{"r":[["en/p10.html#s41",null,"Page 10","Section 41","Record item41 of the chunked fixture.","guideline",null,"",null]]});
