ConcordSearch.register("en/d-3d2de049c9-19",{"r":[["en/p11.html#s45",null,"Page 11","Section 45","Record item45 of the chunked fixture.","guideline",null,"",null]]});
