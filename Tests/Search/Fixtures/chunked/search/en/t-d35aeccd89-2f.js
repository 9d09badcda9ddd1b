ConcordSearch.register("en/t-d35aeccd89-2f","1T5ZYEVqO*@nZfaFH:-StBp7%{q7tUMqzJ=UdD@k}d{jqI~{SwSsT+jr!DbZJ");
