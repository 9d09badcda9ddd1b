ConcordSearch.register("en/d-3d2de049c9-1q",{"r":[["en/p15.html#s62",null,"Page 15","Section 62","Record item62 of the chunked fixture.","guideline",null,"",null]]});
