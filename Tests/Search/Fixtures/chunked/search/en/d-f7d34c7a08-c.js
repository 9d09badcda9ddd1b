ConcordSearch.register("en/d-f7d34c7a08-c","3ho-rj.y#J9&8.{//hb5I}4PMk~]!9Qizq7sfcD8t)OC@)*XjdOwTZzXEVl.6T^[liZ?CEv&RDVAmMxf-NP7NP&bEZUtoU/UE4X6jwU$_bj#}1mam1)~iilx#7G0xc?fG1#0rr91");
