ConcordSearch.register("en/t-d77e0c0584-3q","0T5ZYEVqO*@nZfaGJWY*e3uMRN^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
