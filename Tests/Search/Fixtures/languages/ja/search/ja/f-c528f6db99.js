ConcordSearch.register("ja/f-c528f6db99",{"kind":{"guideline":"AD","session":"DB"},"designSystem":{},"platform":{}});
