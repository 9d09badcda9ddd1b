ConcordSearch.register("en/c-80537aaf63","0S-z.)VwKVy3qKqF:&@7ffJcs@:]HCJjPbr-Y]ncf9oyU5M%_/EeDt+J%nJf3");
