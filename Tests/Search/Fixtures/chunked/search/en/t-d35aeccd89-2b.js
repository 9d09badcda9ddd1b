ConcordSearch.register("en/t-d35aeccd89-2b","1T5ZYEVqO*@nZfaHK0$wxBp7%{q7tUMqzJ=UdD@k}d{jqI~{SwSsT+jr!DbZJ");
