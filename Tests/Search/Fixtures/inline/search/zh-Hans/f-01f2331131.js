ConcordSearch.register("zh-Hans/f-01f2331131",{"kind":{"guideline":"AC"},"designSystem":{"Apple":"AC"},"platform":{"iOS":"AC","macOS":"BB"}});
