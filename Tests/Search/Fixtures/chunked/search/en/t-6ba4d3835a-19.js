ConcordSearch.register("en/t-6ba4d3835a-19","1T5ZYEVqJDqdrb-q[^bOxA=KH-n&/Pan(!K*RB&)w-y:f6n&/NUn(!N7o0[T0");
