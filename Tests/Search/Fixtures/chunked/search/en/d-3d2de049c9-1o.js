ConcordSearch.register("en/d-3d2de049c9-1o",{"r":[["en/p15.html#s60",null,"Page 15","Section 60","Record item60 of the chunked fixture.","guideline",null,"",null]]});
