ConcordSearch.register("en/d-f7d34c7a08-h","3hoXt[.y#J8^5NPjzkWNA0z:(Iel$!4z3FEC-0D.e?cDnF?Tk*tAg55SO)QJtz7zJ[4@*k}AKXhkRv:qZJWv=F2rpG#!%n_=hY[$Jwsj[eU1}*1:J5R!0s&[i-6]]KzG?X4E/GDG");
