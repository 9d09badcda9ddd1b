ConcordSearch.register("en/t-e236671da7-3v","0T5ZYEVqO*@nZfc0H:*C?4S&4R^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
