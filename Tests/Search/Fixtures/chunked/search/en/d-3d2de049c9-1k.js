ConcordSearch.register("en/d-3d2de049c9-1k",{"r":[["en/p14.html#s56",null,"Page 14","Section 56","Record item56 of the chunked fixture.","guideline",null,"",null]]});
