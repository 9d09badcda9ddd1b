ConcordSearch.register("en/t-b6d33fe22f-3f","0T5ZYEVqO*@nZfaIJWVY83uMRN^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
