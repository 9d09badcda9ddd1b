ConcordSearch.register("en/c-c157191cc8","2T5.?[VwKVy3qKqF:&@7fUVf4F:]HCJjPbsaY]ncf9oyU5M%_/EeDt+J");
