ConcordSearch.register("en/t-a231e29c57-2j","1T5ZYEVqO*@nZfaFI7an&Bp7%{q7tUMqzJ=UdD@k}d{jqI~{SwSsT+jr!DbZJ");
