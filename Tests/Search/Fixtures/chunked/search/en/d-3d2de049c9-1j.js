ConcordSearch.register("en/d-3d2de049c9-1j","3g(PlT.y#J8E}q=^P&aGnEUE0_]Dqm~VZtRQzA[^kY+Q5]Hz/m0L#3CY^bQ(yX[2OujIty9eOAb!*xcTBC6(.jdn0%/7LCWhIdc7G+1O9^aVl}T^KW4!72vZ#o^l~~@~xLM(9yx_0rr6300000");
