ConcordSearch.register("en/t-e236671da7-3u","0T5ZYEVqO*@nZfaGK15g~4S&4R^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
