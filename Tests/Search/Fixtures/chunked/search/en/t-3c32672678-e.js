ConcordSearch.register("en/t-3c32672678-e","1T5ZYEVqJCkJ425vB[ezTq7tUMqzG{YrmjR[r_CR3^OSRnVqJCSSS-w5");
