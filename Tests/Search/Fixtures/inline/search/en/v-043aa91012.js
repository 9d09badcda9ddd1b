ConcordSearch.register("en/v-043aa91012","0rFJ_EGfP$J%1Xi$*V{2!z%rh5xAWMmCsj^s?/zviSx7:^W9au6l)kBqq3*hu-^d&ydh)]+Kd--CrkgCEgB!UVz:AG{*^O5NN4qx]A}&K[2zEJbzpJ9^h7IdA-A$*nqOvihtql9}kIkoh");
