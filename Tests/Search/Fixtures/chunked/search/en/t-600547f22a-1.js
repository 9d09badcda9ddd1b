ConcordSearch.register("en/t-600547f22a-1","1T5ZYEVqJDpdrbYp[]j$RA=KH-n&/Pan(!K*HdTH0-y:f6n&/NUn(!N7o0[T0");
