ConcordSearch.register("en/t-27fbc0cd18-35","0T5ZYEVqO*@nZfaEI76(%3uMRN^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
