ConcordSearch.register("en/t-b6d33fe22f-3j","0T5ZYEVqO*@nZfaIK0#/a3uMRN^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
