ConcordSearch.register("en/t-b6d33fe22f-3c","0T5ZYEVqO*@nZfaIH:/rB3uMRN^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
