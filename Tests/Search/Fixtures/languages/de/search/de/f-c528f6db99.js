ConcordSearch.register("de/f-c528f6db99","1S-Eo/+U7*sS-z.B+$HZN:&)yTVqLZ+qpnq~paX9z+*cxiu7vc]B^b^4I.&&NF?8:LqGEycFfCdSI6V)impoBN00030@@Sl3");
