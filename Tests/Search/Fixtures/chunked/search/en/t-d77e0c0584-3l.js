ConcordSearch.register("en/t-d77e0c0584-3l","0T5ZYEVqO*@nZfc2J43G93uMRN^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
