ConcordSearch.register("en/c-193cfc424d","2T5.?[VwKVy3qKqF:&@7ffJVX1:]HCJjPbsGY]ncf9oyU5M%_/EeDt+J");
