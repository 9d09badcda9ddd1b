ConcordSearch.register("en/t-ace06a4fc1-2v","0T5ZYEVqO*@nZfaJJvz$&3uMRN^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
