ConcordSearch.register("en/v-b5a3d14b85","0S-yPJVqJCank8/V^ORE#VvL%[Kto[q1POJ5%nJf3");
