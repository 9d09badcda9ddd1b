ConcordSearch.register("fr/f-ff1c2ea9b9","3T5^x*+U7*sS-z.B+$HZN:&)yTVqLZ+rNK.]paX9z+*cxiu0SXfB^b^4I.&&NF?8:LqGEycFfCdSI6V)impoBN00000");
