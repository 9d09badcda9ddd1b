ConcordSearch.register("en/t-63c6395e57-p","1T5ZYEVqJCoJ44saB[ezTq7tUMqzG{:rmjR[r_CR3^OSRnVqJCSSS-w5");
