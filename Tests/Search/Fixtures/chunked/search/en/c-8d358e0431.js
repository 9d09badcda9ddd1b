ConcordSearch.register("en/c-8d358e0431","0S-z.)VwKVy3qKqF:&@7ffJ3m}:]HCJjPbsGY]ncf9oyU5M%_/EeDt+J%nJf3");
