ConcordSearch.register("en/t-a231e29c57-2g","1T5ZYEVqO*@nZfaFJ425vBp7%{q7tUMqzJ=UdD@k}d{jqI~{SwSsT+jr!DbZJ");
