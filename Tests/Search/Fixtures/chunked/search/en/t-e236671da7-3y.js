ConcordSearch.register("en/t-e236671da7-3y","2T5ZYEVqO*@nZjV0dE^**3rbwIdP-]Ng5}Xh~{Nn%sT+/:d5wv}dh:R=0SSi2");
