ConcordSearch.register("en/c-fea2c192ff","0S-z.)VwKVy3qKqF:&@7ffJuE$:]HCJjPbr-Y]ncf9oyU5M%_/EeDt+J%nJf3");
