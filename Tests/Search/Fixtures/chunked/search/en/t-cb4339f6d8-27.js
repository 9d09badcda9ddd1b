ConcordSearch.register("en/t-cb4339f6d8-27","1T5ZYEVqO*@nZfaHJW:GaBp7%{q7tUMqzJ=UdD@k}d{jqI~{SwSsT+jr!DbZJ");
