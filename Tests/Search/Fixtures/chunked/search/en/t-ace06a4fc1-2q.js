ConcordSearch.register("en/t-ace06a4fc1-2q","1T5ZYEVqO*@nZfaJH:+[8Bp7%{q7tUMqzJ=UdD@k}d{jqI~{SwSsT+jr!DbZJ");
