ConcordSearch.register("en/t-527bab7d83-4","1)a9r&Fg}x%^yY2/:EeH)aU34-VN8Y{1Mw+.pjL+gcCK$0~QwcF{{O/8@5@~-6ISS)a%FiPQea]j)o5wgJVFdw+uo-!Lk~N.00000&2!6D1][V6@@Sl3");
