ConcordSearch.register("en/t-cb4339f6d8-22","2T5ZYEVqO*@nZfbGdrb=r3rbwIdP-]Ng5}Xh~{Nn%sT+/:d5wv}dh:R=0SSi2");
