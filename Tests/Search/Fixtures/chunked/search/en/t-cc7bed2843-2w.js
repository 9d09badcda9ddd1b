ConcordSearch.register("en/t-cc7bed2843-2w","0T5ZYEVqO*@nZfaJIZ=+~3uMRN^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
