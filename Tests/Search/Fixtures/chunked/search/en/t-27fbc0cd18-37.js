ConcordSearch.register("en/t-27fbc0cd18-37","0T5ZYEVqO*@nZfaEIZZ8$3uMRN^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
