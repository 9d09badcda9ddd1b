ConcordSearch.register("en/t-a231e29c57-2l","1T5ZYEVqO*@nZfaFIZ.jaBp7%{q7tUMqzJ=UdD@k}d{jqI~{SwSsT+jr!DbZJ");
