ConcordSearch.register("en/t-9a660aa478-1x","1T5ZYEVqN#!dE^:![_%geA=KH-n&/Pan(!K*Mp:hg-y:f6n&/NUn(!N7o0[T0");
