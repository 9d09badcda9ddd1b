ConcordSearch.register("en/t-3c32672678-c","1T5ZYEVqJDndrb&t[]kgXA=KH-n&/Pan(!K*mOkZl-y:f6n&/NUn(!N7o0[T0");
