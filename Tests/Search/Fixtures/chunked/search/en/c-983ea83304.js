ConcordSearch.register("en/c-983ea83304","0S-z.)VwKVy3qKqF:&@7ffJMR0:]HCJjPbr-Y]ncf9oyU5M%_/EeDt+J%nJf3");
