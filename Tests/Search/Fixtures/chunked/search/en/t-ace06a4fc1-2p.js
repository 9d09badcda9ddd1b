ConcordSearch.register("en/t-ace06a4fc1-2p","2T5ZYEVqO*@nZfbMdrbVo3rbwIdP-]Ng5}Xh~{Nn%sT+/:d5wv}dh:R=0SSi2");
