ConcordSearch.register("en/t-e236671da7-3w","0T5ZYEVqO*@nZfc0J48~*4S&4R^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
