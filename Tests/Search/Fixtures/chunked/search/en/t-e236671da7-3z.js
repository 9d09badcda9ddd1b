ConcordSearch.register("en/t-e236671da7-3z","2T5ZYEVqO*@nZjV4dE^:!3rbwIdP-]Ng5}Xh~{Nn%sT+/:d5wv}dh:R=0SSi2");
