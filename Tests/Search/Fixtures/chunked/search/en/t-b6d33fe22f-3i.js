ConcordSearch.register("en/t-b6d33fe22f-3i","0T5ZYEVqO*@nZfaIIZZx23uMRN^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
