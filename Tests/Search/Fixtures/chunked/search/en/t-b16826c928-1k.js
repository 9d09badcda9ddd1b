ConcordSearch.register("en/t-b16826c928-1k","1T5ZYEVqJDodrb(u[^b!DA=KH-n&/Pan(!K*w~C9R-y:f6n&/NUn(!N7o0[T0");
