ConcordSearch.register("en/t-ace06a4fc1-2t","0T5ZYEVqO*@nZfaJJW-7?3uMRN^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
