ConcordSearch.register("en/t-63c6395e57-o","1T5ZYEVqJCoH:+[8B[ezTq7tUMqzG{:p%@h_r_CR3^OSRnVqJCSSS-w5");
