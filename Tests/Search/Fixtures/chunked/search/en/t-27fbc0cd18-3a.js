ConcordSearch.register("en/t-27fbc0cd18-3a","0T5ZYEVqO*@nZfb$J47-B3uMRN^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
