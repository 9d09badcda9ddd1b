ConcordSearch.register("en/t-ace06a4fc1-2r","1T5ZYEVqO*@nZfaJJ44saBp7%{q7tUMqzJ=UdD@k}d{jqI~{SwSsT+jr!DbZJ");
