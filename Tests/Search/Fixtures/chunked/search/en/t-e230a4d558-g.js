ConcordSearch.register("en/t-e230a4d558-g","1T5ZYEVqJCkJWY!_B[ezTq7tUMqzG{Yr)_?{r_CR3^OSRnVqJCSSS-w5");
