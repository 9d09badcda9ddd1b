ConcordSearch.register("en/t-d77e0c0584-3o","0T5ZYEVqO*@nZfaGJ482N3uMRN^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
