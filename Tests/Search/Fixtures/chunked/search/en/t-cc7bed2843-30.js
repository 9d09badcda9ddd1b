ConcordSearch.register("en/t-cc7bed2843-30","2T5ZYEVqO*@nZfbHdrb/s3rbwIdP-]Ng5}Xh~{Nn%sT+/:d5wv}dh:R=0SSi2");
