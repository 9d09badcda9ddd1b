ConcordSearch.register("en/v-5097a8d31f","1S-yPJVqJCape9v.+*fkoq7q=_FM9LHgfpEV00030@@Sl3");
