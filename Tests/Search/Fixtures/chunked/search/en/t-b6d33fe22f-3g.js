ConcordSearch.register("en/t-b6d33fe22f-3g","0T5ZYEVqO*@nZfaII77f13uMRN^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
