ConcordSearch.register("en/t-e230a4d558-k","1T5ZYEVqJCkK10TcB[ezTq7tUMqzG{Ysjf}}r_CR3^OSRnVqJCSSS-w5");
