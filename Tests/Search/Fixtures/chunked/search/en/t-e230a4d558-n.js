ConcordSearch.register("en/t-e230a4d558-n","1T5ZYEVqJDrdrbVo]6)6cA=KH-n&/Pan(!K*-.5o:-y:f6n&/NUn(!N7o0[T0");
