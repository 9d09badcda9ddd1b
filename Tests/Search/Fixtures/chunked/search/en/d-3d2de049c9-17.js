ConcordSearch.register("en/d-3d2de049c9-17",{"r":[["en/p10.html#s43",null,"Page 10","Section 43","Record item43 of the chunked fixture.","guideline",null,"",null]]});
