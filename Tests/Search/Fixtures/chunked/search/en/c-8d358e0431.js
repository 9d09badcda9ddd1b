ConcordSearch.register("en/c-8d358e0431","2T5.?[VwKVy3qKqF:&@7ffJ3m}:]HCJjPbsGY]ncf9oyU5M%_/EeDt+J");
