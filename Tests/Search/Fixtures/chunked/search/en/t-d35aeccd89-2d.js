ConcordSearch.register("en/t-d35aeccd89-2d","1T5ZYEVqO*@nZfc1J425tBp7%{q7tUMqzJ=UdD@k}d{jqI~{SwSsT+jr!DbZJ");
