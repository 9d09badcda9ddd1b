ConcordSearch.register("en/d-3d2de049c9-19","3g(PlT.y#J8E}q=^P+q2(EUE0_]Dqm~VZtRQzA[^kY+Q5]Hz/m0L#3CY^bS4vf4(W7=WGo1eOAb!*xc@q9BxyLIQHbD1!_BpvP-IU+1O9^aVl}T^KW4!72vZ#o^l~~@~xLM(9yx_0rr6300000");
