ConcordSearch.register("en/t-e230a4d558-i","1T5ZYEVqJCkJvxX~B[ezTq7tUMqzG{YrNK.]r_CR3^OSRnVqJCSSS-w5");
