ConcordSearch.register("en/t-3c32672678-b","1T5ZYEVqJD+J425tB[ezTq7tUMqzG@krmjR[r_CR3^OSRnVqJCSSS-w5");
