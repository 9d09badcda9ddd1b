ConcordSearch.register("en/t-49318779d7-40","2T5ZYEVqJeyoIZS%Asu@fBAfZ+QKj+$Q[Z[(wtJ*kKEhStQ[Z[_wtM8$QM?S^Rdu-d3JHeb");
