ConcordSearch.register("en/v-b5a3d14b85","30uqa1%9C@lb03]4Aa9x_a$K{Vb03[(efXWIiWcHbEe_lE");
