ConcordSearch.register("en/v-fe6d4a274e","3hn}o..y#x^^yVtL5H(8/ezCyZDglvo8aK#p.}=+(%blSmR{3[iU4phLi+V7%NXzS_WJbxLC*y8zA5{QQ^)q*r3FISf.suE+ypMAtDW]Qy?9BcoiZTb8wTiZG1WJr&Pz@F:evhpPNTQE{2lj-7");
