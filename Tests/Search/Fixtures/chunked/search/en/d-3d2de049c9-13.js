ConcordSearch.register("en/d-3d2de049c9-13",{"r":[["en/p9.html#s39",null,"Page 9","Section 39","Record item39 of the chunked fixture.","guideline",null,"",null]]});
