ConcordSearch.register("en/t-ace06a4fc1-2s","0T5ZYEVqO*@nZfaJIyzbv3uMRN^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
