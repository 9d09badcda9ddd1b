ConcordSearch.register("en/d-3d2de049c9-15","2ho-rj.y#J9&8.{//h9Bc_wQ~{RgQ5B_$KFtYNRcsYf~&PzqMcsMUuJ!}q]Tu*G48r&nI5f&=6sEoN.VjOUF+R3lxWoJ_QeC_1kIQ3T480X:bB)e+lg6C.0Y=c2_KU_j*c/?Yz*#");
