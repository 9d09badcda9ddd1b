ConcordSearch.register("en/d-4714d496da-1v","3g(PlT.y#J8E}q=^Q0=NvEUE0_]Dqm~VZtRQzA[^kY+Q5]Hz/m0L#3CY^bQ[}u9VsfO{~7BeOAb!*xcU6jh8]a6S51[3QQ?P-ix8?+1O9^aVl}T^KW4!72vZ#o^l~~@~xLM(9yx_0rr6300000");
