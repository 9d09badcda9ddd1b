ConcordSearch.register("en/t-a231e29c57-2h","1T5ZYEVqO*@nZfaFIyw&xBp7%{q7tUMqzJ=UdD@k}d{jqI~{SwSsT+jr!DbZJ");
