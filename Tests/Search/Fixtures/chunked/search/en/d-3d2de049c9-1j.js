ConcordSearch.register("en/d-3d2de049c9-1j",{"r":[["en/p13.html#s55",null,"Page 13","Section 55","Record item55 of the chunked fixture.","guideline",null,"",null]]});
