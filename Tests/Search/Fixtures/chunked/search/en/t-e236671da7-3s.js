ConcordSearch.register("en/t-e236671da7-3s","0T5ZYEVqO*@nZfaGJvz$*4S&4R^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
