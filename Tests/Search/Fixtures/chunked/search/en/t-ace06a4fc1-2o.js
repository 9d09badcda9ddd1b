ConcordSearch.register("en/t-ace06a4fc1-2o","1T5ZYEVqO*@nZfb#J44s8Bp7%{q7tUMqzJ=UdD@k}d{jqI~{SwSsT+jr!DbZJ");
