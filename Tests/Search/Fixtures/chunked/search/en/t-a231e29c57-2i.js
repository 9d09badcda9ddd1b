ConcordSearch.register("en/t-a231e29c57-2i","1T5ZYEVqO*@nZfaFJWY!_Bp7%{q7tUMqzJ=UdD@k}d{jqI~{SwSsT+jr!DbZJ");
