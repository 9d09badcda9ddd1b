ConcordSearch.register("en/d-3d2de049c9-1e",{"r":[["en/p12.html#s50",null,"Page 12","Section 50","Record item50 of the chunked fixture.","guideline",null,"",null]]});
