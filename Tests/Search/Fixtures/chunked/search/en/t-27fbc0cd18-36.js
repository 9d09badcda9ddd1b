ConcordSearch.register("en/t-27fbc0cd18-36","0T5ZYEVqO*@nZfaEJvuq@3uMRN^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
