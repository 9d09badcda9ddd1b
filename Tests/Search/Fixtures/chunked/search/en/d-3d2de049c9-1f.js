ConcordSearch.register("en/d-3d2de049c9-1f",{"r":[["en/p12.html#s51",null,"Page 12","Section 51","Record item51 of the chunked fixture.","guideline",null,"",null]]});
