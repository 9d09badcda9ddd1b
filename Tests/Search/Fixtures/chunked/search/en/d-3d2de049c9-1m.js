ConcordSearch.register("en/d-3d2de049c9-1m","1hoXt[.y#J8^5NPjzkXc!2+Bw8s?oY9*6_?(I4ZDsYsORQz$&a4il:lYKb[o0VHc=y]z}ZldgUK}-XZCfXn_B9n_p5H.M*Kqv.zO6BTtj8f)yrLQe+KJ8Xl]uX*e]5@qRi#+Jxlk");
