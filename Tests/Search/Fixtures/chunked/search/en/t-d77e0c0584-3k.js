ConcordSearch.register("en/t-d77e0c0584-3k","0T5ZYEVqO*@nZfc2H:+613uMRN^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
