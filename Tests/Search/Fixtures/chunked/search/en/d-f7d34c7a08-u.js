ConcordSearch.register("en/d-f7d34c7a08-u","3ho-rj.y#J9&8.{//h8L!3o_gcsun#[z4t3M-0V~gYe#lL?$zGCAg55SO)QJtz7zJd[nN8OAKXhkRv:qZJWv:PCSsFr!%n_=X8skrwsj[eU1}*1:J5R!0s&[i-6]]KzG?X4E/GDG");
