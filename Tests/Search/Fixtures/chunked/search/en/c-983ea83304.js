ConcordSearch.register("en/c-983ea83304","2T5.?[VwKVy3qKqF:&@7ffJMR0:]HCJjPbr-Y]ncf9oyU5M%_/EeDt+J");
