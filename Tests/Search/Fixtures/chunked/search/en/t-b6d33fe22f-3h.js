ConcordSearch.register("en/t-b6d33fe22f-3h","0T5ZYEVqO*@nZfaIJvuP93uMRN^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
