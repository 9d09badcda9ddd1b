ConcordSearch.register("en/t-27fbc0cd18-3b","2T5ZYEVqO*@nZfbLdrb-q3rbwIdP-]Ng5}Xh~{Nn%sT+/:d5wv}dh:R=0SSi2");
