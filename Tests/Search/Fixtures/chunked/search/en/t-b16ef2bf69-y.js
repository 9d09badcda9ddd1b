ConcordSearch.register("en/t-b16ef2bf69-y","1T5ZYEVqJDmdrb/s]6)ffA=KH-n&/Pan(!K*cq3r~-y:f6n&/NUn(!N7o0[T0");
