ConcordSearch.register("en/t-92cf1b2ea4-3","1)8y:!.y#*S^yXDRzVip{J:!tal5Rq55=@N5?nHr)r^kYG{*dWgq!//FDkU3?-#C6VZ!-aY/iPMj)RrXSNSuWg.wD^wf#+5uJXLbh+DpC:8rV/~0b$sx0001HF0O}k00030@@Sl3");
