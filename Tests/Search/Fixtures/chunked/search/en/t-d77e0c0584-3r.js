ConcordSearch.register("en/t-d77e0c0584-3r","0T5ZYEVqO*@nZfaGI782u4S&4R^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
