ConcordSearch.register("en/c-193cfc424d","0S-z.)VwKVy3qKqF:&@7ffJVX1:]HCJjPbsGY]ncf9oyU5M%_/EeDt+J%nJf3");
