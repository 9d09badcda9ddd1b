ConcordSearch.register("en/t-9a660aa478-1y","1T5ZYEVqKrud9Y}}dfiwDdkrcepel{DQzK7-!DbZJ");
