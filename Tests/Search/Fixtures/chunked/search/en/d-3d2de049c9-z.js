ConcordSearch.register("en/d-3d2de049c9-z",{"r":[["en/p8.html#s35",null,"Page 8","Section 35","Record item35 of the chunked fixture.","guideline",null,"",null]]});
