ConcordSearch.register("en/t-d77e0c0584-3p","0T5ZYEVqO*@nZfaGIyD}}3uMRN^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
