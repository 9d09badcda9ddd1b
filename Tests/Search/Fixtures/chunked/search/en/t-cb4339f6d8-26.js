ConcordSearch.register("en/t-cb4339f6d8-26","1T5ZYEVqO*@nZfaHIyF68Bp7%{q7tUMqzJ=UdD@k}d{jqI~{SwSsT+jr!DbZJ");
