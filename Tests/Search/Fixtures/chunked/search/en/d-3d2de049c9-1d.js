ConcordSearch.register("en/d-3d2de049c9-1d",{"r":[["en/p12.html#s49",null,"Page 12","Section 49","Record item49 of the chunked fixture.","guideline",null,"",null]]});
