ConcordSearch.register("en/f-317e7a061d","0S-Eo/+U7*sS-z.B+$HZN:&)yTVqLZpfl6)&!LO}geZv5o3:83knZdBs0G4PLb:Lm/7Lc~t00000%nJf3");
