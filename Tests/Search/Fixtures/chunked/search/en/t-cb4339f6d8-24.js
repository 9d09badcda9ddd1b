ConcordSearch.register("en/t-cb4339f6d8-24","1T5ZYEVqO*@nZfaHH:?_7Bp7%{q7tUMqzJ=UdD@k}d{jqI~{SwSsT+jr!DbZJ");
