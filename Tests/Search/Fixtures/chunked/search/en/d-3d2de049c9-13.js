ConcordSearch.register("en/d-3d2de049c9-13","0hoW=Z0X~k&^5NPjhMPuE[F4.VVv%NgO5aCV&SGzO)Iop8Y7XXmx}uF~Edg9.Uzl+31rj-MOnT(dbJ75[Whzz5Z^Re!NBC/eoL(7elA7y9oqUY@kdTz[/Oj1qyvZ?xf3Az=");
