ConcordSearch.register("en/d-f7d34c7a08-i","3ho-rj.y#J9&8.{//h8=}2Ti$asun#[z4t3M-0V~gYe#lL?$zGCAg55SO)QJtz7zJ[4@*k}AKXhkRv:qZJWv=F2rpG#!%n_=hY[$Jwsj[eU1}*1:J5R!0s&[i-6]]KzG?X4E/GDG");
