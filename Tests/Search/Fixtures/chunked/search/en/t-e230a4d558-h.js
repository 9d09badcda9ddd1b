ConcordSearch.register("en/t-e230a4d558-h","1T5ZYEVqJCkI7an&B[ezTq7tUMqzG{Yqpnq~r_CR3^OSRnVqJCSSS-w5");
