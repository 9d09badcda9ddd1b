ConcordSearch.register("en/t-3c32672678-a","1T5ZYEVqJD+H:-SuB[ezTq7tUMqzG@kp%@h_r_CR3^OSRnVqJCSSS-w5");
