ConcordSearch.register("en/t-d35aeccd89-2e","2T5ZYEVqO*@nZfbIdrb&t3rbwIdP-]Ng5}Xh~{Nn%sT+/:d5wv}dh:R=0SSi2");
