ConcordSearch.register("en/c-1af3e4ae01","0S-z.)VwKVy3qKqF:&@7ffJly%:]HCJjPbsGY]ncf9oyU5M%_/EeDt+J%nJf3");
