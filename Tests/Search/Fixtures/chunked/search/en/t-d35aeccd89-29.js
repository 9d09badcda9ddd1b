ConcordSearch.register("en/t-d35aeccd89-29","1T5ZYEVqO*@nZfaHJvtetBp7%{q7tUMqzJ=UdD@k}d{jqI~{SwSsT+jr!DbZJ");
