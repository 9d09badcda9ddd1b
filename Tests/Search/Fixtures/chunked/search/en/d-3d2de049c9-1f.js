ConcordSearch.register("en/d-3d2de049c9-1f","3g(PlT.y#J8E}q=^P]}.}EUE0_]Dqm~VZtRQzA[^kY+Q5]Hz/m0L#3CY^bS4ru9VsfO}yWNeOAb!*xc}ejh8]a6S51[3QQ?P-io-y+1O9^aVl}T^KW4!72vZ#o^l~~@~xLM(9yx_0rr6300000");
