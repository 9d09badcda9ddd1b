ConcordSearch.register("en/t-e230a4d558-l","1T5ZYEVqJD-H:+[9B[ezTq7tUMqzG@ip%@h_r_CR3^OSRnVqJCSSS-w5");
