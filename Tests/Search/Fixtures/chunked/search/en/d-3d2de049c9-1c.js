ConcordSearch.register("en/d-3d2de049c9-1c","1ho-rj.y#J9&8.{//hch65ps&jV2(8**8M$aI5c-wCxTQ@z#ny8il:lYKb[o0VHc=y]z}ZldgUK}-XZCfXn_B9n_p5H.M*Kqv.zO6BTtj8f)yrLQe+KJ8Xl]uX*e]5@qRi#+Jxlk");
