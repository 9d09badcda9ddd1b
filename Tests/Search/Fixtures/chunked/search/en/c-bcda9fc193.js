ConcordSearch.register("en/c-bcda9fc193","2T5.?[VwKVy3qKqF:&@7ffI{g{:]HCJjPbr-Y]ncf9oyU5M%_/EeDt+J");
