ConcordSearch.register("fr/f-ff1c2ea9b9","1S-Eo/+U7*sS-z.B+$HZN:&)yTVqLZ+rNK.]paX9z+*cxiu0SXfB^b^4I.&&NF?8:LqGEycFfCdSI6V)impoBN00030@@Sl3");
