ConcordSearch.register("en/t-d35aeccd89-2c","1T5ZYEVqO*@nZfc1H:-SuBp7%{q7tUMqzJ=UdD@k}d{jqI~{SwSsT+jr!DbZJ");
