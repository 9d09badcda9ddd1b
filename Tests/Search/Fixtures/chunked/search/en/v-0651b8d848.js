ConcordSearch.register("en/v-0651b8d848","0S-yPJVqJCG=m3@XpeaQlq7q=_JEV9?KtZgu1POJ5%nJf3");
