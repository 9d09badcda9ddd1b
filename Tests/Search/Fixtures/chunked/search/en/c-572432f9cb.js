ConcordSearch.register("en/c-572432f9cb","2T5.?[VwKVy3qKqF:&@7ffJDK#:]HCJjPbsGY]ncf9oyU5M%_/EeDt+J");
