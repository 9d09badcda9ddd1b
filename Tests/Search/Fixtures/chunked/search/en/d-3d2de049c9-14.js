ConcordSearch.register("en/d-3d2de049c9-14","2ho-rj.y#J9&8.{//hbz!_wQ~{RgQ5B_$KFtYNRcsYf~&PzqMcsMUuJ!}8e0(*G48r&nI5f&=6sEoRWxXOUF+R3lxWoJ_QeC_1kIQ3T480X:bB)e+lg6C.0Y=c2_KU_j*c/?Yz*#");
