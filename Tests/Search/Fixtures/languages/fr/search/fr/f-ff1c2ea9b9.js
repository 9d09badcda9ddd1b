ConcordSearch.register("fr/f-ff1c2ea9b9",{"kind":{"guideline":"AE","session":"ED"},"designSystem":{},"platform":{}});
