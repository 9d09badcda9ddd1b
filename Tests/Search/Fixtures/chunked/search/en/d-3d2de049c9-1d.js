ConcordSearch.register("en/d-3d2de049c9-1d","1ho-rj.y#J9&8.{//hch65$.Hjefc1DhIZJ=&SPFP?5TC#*RbP+pv![B_71Qly_Of8EsP^MIO]m#f]V?^T@HfoK}hJwAi7TN81fT+uca_2+W6XcxQa}S-SEi?e@tGm%g+hH]7-s!");
