ConcordSearch.register("en/d-3d2de049c9-10",{"r":[["en/p9.html#s36",null,"Page 9","Section 36","Record item36 of the chunked fixture.","guideline",null,"",null]]});
