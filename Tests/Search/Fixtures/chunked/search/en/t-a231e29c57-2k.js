ConcordSearch.register("en/t-a231e29c57-2k","1T5ZYEVqO*@nZfaFJvxX~Bp7%{q7tUMqzJ=UdD@k}d{jqI~{SwSsT+jr!DbZJ");
