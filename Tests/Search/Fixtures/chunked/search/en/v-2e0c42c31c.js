ConcordSearch.register("en/v-2e0c42c31c","0S-yPJVqJCG+D99veLo3~q7q=_4s@QtKtZgu1POJ5%nJf3");
