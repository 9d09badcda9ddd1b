ConcordSearch.register("en/v-a20d29ba4a","2j+VfiF?N(x[ab6YxC3h[_..kHU)F63@wui^Cq(Iv:Z_JWpNO4jNV0SuF%SsNm9%W#UlHNd1ZOY~Y[IW=91zJ^_{BdPo1oIqUhF0GdrkK?B%%z]PX?SRM)!I)+RBX[~:HBVZbZM~O.N-~{Hv)4{xHV#");
