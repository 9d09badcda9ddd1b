ConcordSearch.register("en/c-c157191cc8","0S-z.)VwKVy3qKqF:&@7fUVf4F:]HCJjPbsaY]ncf9oyU5M%_/EeDt+J%nJf3");
