ConcordSearch.register("en/t-27fbc0cd18-34","0T5ZYEVqO*@nZfaEJWVz$3uMRN^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
