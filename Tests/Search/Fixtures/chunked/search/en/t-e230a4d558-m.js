ConcordSearch.register("en/t-e230a4d558-m","1T5ZYEVqJD-J44s8B[ezTq7tUMqzG@irmjR[r_CR3^OSRnVqJCSSS-w5");
