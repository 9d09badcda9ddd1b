ConcordSearch.register("en/t-ace06a4fc1-2u","0T5ZYEVqO*@nZfaJI7cL*3uMRN^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
