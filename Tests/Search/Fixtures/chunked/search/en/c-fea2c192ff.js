ConcordSearch.register("en/c-fea2c192ff","2T5.?[VwKVy3qKqF:&@7ffJuE$:]HCJjPbr-Y]ncf9oyU5M%_/EeDt+J");
