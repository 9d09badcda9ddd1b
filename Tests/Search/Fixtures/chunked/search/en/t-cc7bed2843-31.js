ConcordSearch.register("en/t-cc7bed2843-31","0T5ZYEVqO*@nZfaEH:*C&3uMRN^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
