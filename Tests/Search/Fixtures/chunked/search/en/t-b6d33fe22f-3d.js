ConcordSearch.register("en/t-b6d33fe22f-3d","0T5ZYEVqO*@nZfaIJ47-D3uMRN^ORF}VqJDd2Rb6!6!rAodD@mSdoO8qd+aO2");
