ConcordSearch.register("ja/f-8885088bc3","1S-Eo/+U7*sS-z.B+$HZN:&)yTVqLZ+qpnq~paX9z+*cxiu7vf{B^b^4I.&&NF?8:LqGEycFfCdSI6V)impoBN00030@@Sl3");
