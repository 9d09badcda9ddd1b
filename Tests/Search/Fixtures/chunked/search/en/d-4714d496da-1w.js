ConcordSearch.register("en/d-4714d496da-1w","1ho-rj.y#J9&8.{//hgZ{2a[k7efc1DhIZJ=&SPFP?5TC#*RbP+pv![B_71Qly_Of8EsP^MIO]m#f]V?^T@HfoK}hJwAi7TN81fT+uca_2+W6XcxQa}S-SEi?e@tGm%g+hH]7-s!");
