ConcordSearch.register("en/t-cc7bed2843-2y","0T5ZYEVqO*@nZfc3H:*C*3uMRN^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
