ConcordSearch.register("en/t-a231e29c57-2m","1T5ZYEVqO*@nZfaFK10TcBp7%{q7tUMqzJ=UdD@k}d{jqI~{SwSsT+jr!DbZJ");
