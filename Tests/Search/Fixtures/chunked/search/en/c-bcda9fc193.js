ConcordSearch.register("en/c-bcda9fc193","0S-z.)VwKVy3qKqF:&@7ffI{g{:]HCJjPbr-Y]ncf9oyU5M%_/EeDt+J%nJf3");
