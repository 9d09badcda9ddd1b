ConcordSearch.register("en/t-a231e29c57-2n","1T5ZYEVqO*@nZfb#H:+[9Bp7%{q7tUMqzJ=UdD@k}d{jqI~{SwSsT+jr!DbZJ");
