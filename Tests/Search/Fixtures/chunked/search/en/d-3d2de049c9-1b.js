ConcordSearch.register("en/d-3d2de049c9-1b","2hoW=Z0X~k&^5NPjhMN2.0z:~xe)y~4Ybw*/bU*Po)}%pHUx$hfOApY_:a%y/VaRiIa&rGx!.$]gN7Oi(M6j^r3k0::powdw_2]!Bd{lpMw:2WvT[5^BD4J{(bY:ZZ%mZOqk3[o&");
