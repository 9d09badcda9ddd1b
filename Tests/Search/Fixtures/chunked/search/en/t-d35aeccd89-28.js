ConcordSearch.register("en/t-d35aeccd89-28","1T5ZYEVqO*@nZfaHI7d%9Bp7%{q7tUMqzJ=UdD@k}d{jqI~{SwSsT+jr!DbZJ");
