ConcordSearch.register("en/t-27fbc0cd18-39","0T5ZYEVqO*@nZfb$H::=%3uMRN^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
