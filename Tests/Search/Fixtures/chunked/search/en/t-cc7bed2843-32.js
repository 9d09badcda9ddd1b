ConcordSearch.register("en/t-cc7bed2843-32","0T5ZYEVqO*@nZfaEJ43h{3uMRN^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
