ConcordSearch.register("en/t-9a660aa478-1w","1T5ZYEVqN#:dE^**[}^=}A=KH-n&/Pan(!K*7d{RW-y:f6n&/NUn(!N7o0[T0");
