ConcordSearch.register("en/d-4714d496da-1u","3ho-rj.y#J9&8.{//hgZLGhiTKMjx6.O5s~x[Dasq)HD8xW%.Qut=4*p~HW^x{n%~w+M#=)3aJf1P]/}aM/}RjM~sq3sx=$(/{F-~_xi[[zCJ_h~/n4l0rD#/bT~B/z*d!5E/GDG");
