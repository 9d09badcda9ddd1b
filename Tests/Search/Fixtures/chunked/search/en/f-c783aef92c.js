ConcordSearch.register("en/f-c783aef92c",{"kind":{"guideline":"AmC"},"designSystem":{},"platform":{}});
