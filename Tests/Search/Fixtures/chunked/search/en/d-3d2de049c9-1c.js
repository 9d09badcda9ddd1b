ConcordSearch.register("en/d-3d2de049c9-1c",{"r":[["en/p12.html#s48",null,"Page 12","Section 48","Record item48 of the chunked fixture.","guideline",null,"",null]]});
