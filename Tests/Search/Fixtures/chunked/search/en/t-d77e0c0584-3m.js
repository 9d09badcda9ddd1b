ConcordSearch.register("en/t-d77e0c0584-3m","2T5ZYEVqO*@nZfbJdrb(u3rbwIdP-]Ng5}Xh~{Nn%sT+/:d5wv}dh:R=0SSi2");
