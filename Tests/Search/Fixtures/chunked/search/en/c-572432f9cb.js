ConcordSearch.register("en/c-572432f9cb","0S-z.)VwKVy3qKqF:&@7ffJDK#:]HCJjPbsGY]ncf9oyU5M%_/EeDt+J%nJf3");
