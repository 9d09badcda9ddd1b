ConcordSearch.register("en/c-7880997669","0S-z.)VwKVy3qKqF:&@7fUU-+B:]HCJjPbsaY]ncf9oyU5M%_/EeDt+J%nJf3");
