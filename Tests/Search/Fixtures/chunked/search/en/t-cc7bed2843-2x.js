ConcordSearch.register("en/t-cc7bed2843-2x","0T5ZYEVqO*@nZfaJK15g_3uMRN^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
