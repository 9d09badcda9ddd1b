ConcordSearch.register("en/t-cc7bed2843-33","0T5ZYEVqO*@nZfaEIyx#@3uMRN^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
