ConcordSearch.register("en/t-b6d33fe22f-3e","0T5ZYEVqO*@nZfaIIyyo03uMRN^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
