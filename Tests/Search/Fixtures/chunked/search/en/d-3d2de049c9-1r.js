ConcordSearch.register("en/d-3d2de049c9-1r","1ho-rj.y#J9&8.{//h9]&8gh!sV2(8**8M$aI5c-wCxTQ@z#ny8il:lYKb[o0VHc=y3)5e_dgUK}-XZCfXn_B9o2nB7.M*Kqv.q}wBTtj8f)yrLQe+KJ8Xl]uX*e]5@qRi#+Jxlk");
