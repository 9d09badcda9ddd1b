ConcordSearch.register("en/c-7880997669","2T5.?[VwKVy3qKqF:&@7fUU-+B:]HCJjPbsaY]ncf9oyU5M%_/EeDt+J");
