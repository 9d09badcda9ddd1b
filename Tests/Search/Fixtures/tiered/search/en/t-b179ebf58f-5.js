ConcordSearch.register("en/t-b179ebf58f-5","1)zZ_/Fg}Jr^yX:1eyTKpuwf%kylH]*Kv3Q(&0y}^RwOD37b/qnxw2D8B=S^QzhB78H~{_J_Z(@cjW%q0D^)t(dOikj00000008H0/.~^I");
