ConcordSearch.register("en/t-e230a4d558-j","1T5ZYEVqJCkIZ.jaB[ezTq7tUMqzG{Yq{[I)r_CR3^OSRnVqJCSSS-w5");
