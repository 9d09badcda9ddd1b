ConcordSearch.register("zh-Hans/v-70d16c7efb","0uca/d.y#WO&J4SYENyE76OpjpHMYwPx#(F{PDF_b[_1nmrL9.qGbYxA/@wSHozr.D5h_Q7f9_um)?3fQmH_YqX(+MhX#bjRA7ia_aDZftTgz&rrM&25V8kH+7TpCeOnu:Dl=nH6");
