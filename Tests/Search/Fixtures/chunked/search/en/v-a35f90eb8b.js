ConcordSearch.register("en/v-a35f90eb8b","10uIm1%9C@lb03]4x(){6h8MNeb6a}?a%FMZw*fnWf^q2C");
