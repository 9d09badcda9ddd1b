ConcordSearch.register("en/d-f7d34c7a08-l",{"r":[["en/p5.html#s21",null,"Page 5","Section 21","Record item21 of the chunked fixture.","guideline",null,"",null]]});
