ConcordSearch.register("en/t-e236671da7-3x","2T5ZYEVqO*@nZfbNdE^W=3rbwIdP-]Ng5}Xh~{Nn%sT+/:d5wv}dh:R=0SSi2");
