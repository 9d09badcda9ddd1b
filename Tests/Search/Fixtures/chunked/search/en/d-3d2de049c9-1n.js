ConcordSearch.register("en/d-3d2de049c9-1n",{"r":[["en/p14.html#s59",null,"Page 14","Section 59","Record item59 of the chunked fixture.","guideline",null,"",null]]});
