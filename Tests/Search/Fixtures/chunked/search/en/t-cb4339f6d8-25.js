ConcordSearch.register("en/t-cb4339f6d8-25","1T5ZYEVqO*@nZfaHJ4ao6Bp7%{q7tUMqzJ=UdD@k}d{jqI~{SwSsT+jr!DbZJ");
