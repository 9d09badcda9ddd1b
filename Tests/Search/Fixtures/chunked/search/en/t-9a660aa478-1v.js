ConcordSearch.register("en/t-9a660aa478-1v","1T5ZYEVqJDsdE^W=[^bXAA=KH-n&/Pan(!K*~1mWb-y:f6n&/NUn(!N7o0[T0");
