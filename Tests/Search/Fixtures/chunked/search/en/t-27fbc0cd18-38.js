ConcordSearch.register("en/t-27fbc0cd18-38","0T5ZYEVqO*@nZfaEK0#J03uMRN^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
