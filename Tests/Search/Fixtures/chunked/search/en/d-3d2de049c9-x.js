ConcordSearch.register("en/d-3d2de049c9-x","0ho-rj.y#J9&8.{//hdlbICCxRMjx6.O5s~x[Dasq)HD8xW%.Qut=4*p~HRX7?]+idJ9%t-FA{XW8wc}P~VS$k5PA}otoXjyN5I.0sT-AIpF4}S:9T0J0C*pjmnn!WCB_ql");
