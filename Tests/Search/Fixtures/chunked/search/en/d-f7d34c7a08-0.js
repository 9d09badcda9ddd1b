ConcordSearch.register("en/d-f7d34c7a08-0","1S-yPEVwKVyo3L*rfWN#~:_0WnhC?&ze6Vh-q3]&/pGmz=L.8?$oeubg.0E-z_OU.^H0k.ftMYYTg~?9Kre6y(^.a}@6OS{rIJVzZr6u[W]Wp%F!ss:}rg489iYszZ00030@@Sl3");
