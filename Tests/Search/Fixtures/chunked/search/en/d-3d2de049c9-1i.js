ConcordSearch.register("en/d-3d2de049c9-1i","1ho-rj.y#J9&8.{//h9[_7n0{nefc1DhIZJ=&SPFP?5TC#*RbP+pv![B_71Qly_Of8Gnm]ZIO]m#f]V?^T@HfoqT!UnAi7TN81kptuca_2+W6XcxQa}S-SEi?e@tGm%g+hH]7-s!");
