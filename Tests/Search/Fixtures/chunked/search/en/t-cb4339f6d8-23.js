ConcordSearch.register("en/t-cb4339f6d8-23","2T5ZYEVqO*@nZfbKdrbYp3rbwIdP-]Ng5}Xh~{Nn%sT+/:d5wv}dh:R=0SSi2");
