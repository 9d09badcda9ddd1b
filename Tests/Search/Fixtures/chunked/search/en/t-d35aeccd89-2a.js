ConcordSearch.register("en/t-d35aeccd89-2a","1T5ZYEVqO*@nZfaHIZX@vBp7%{q7tUMqzJ=UdD@k}d{jqI~{SwSsT+jr!DbZJ");
