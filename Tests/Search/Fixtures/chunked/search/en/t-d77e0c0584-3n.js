ConcordSearch.register("en/t-d77e0c0584-3n","0T5ZYEVqO*@nZfaGH:/PF3uMRN^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
