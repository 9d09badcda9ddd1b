ConcordSearch.register("en/d-f7d34c7a08-5","1ho-rj.y#J9&8.{//q3+qI++GSMjx6.O5s~x[Dasq)HD8xW%.Qut=4*p~HRX7?]+g7Z$8d!tPZ2[2/ZeAyC=Db*:7Epnl@U?BS]6$f)v$pQd4r6N*-Yau6t%WiKmE^@}#&$");
