ConcordSearch.register("en/t-600547f22a-0","1T5ZYEVqJDldrb=oCjG!-C5&gyb]@?5b}ynz10[$:vKiJJb]@*sb}yoKRci_0");
