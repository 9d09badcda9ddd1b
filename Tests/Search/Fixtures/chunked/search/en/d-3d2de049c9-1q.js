ConcordSearch.register("en/d-3d2de049c9-1q","1S-yPEVwKVyo3L*rfF}t6d9o.he&CH-^-B2::_A@)nk8/VfF(!Tq3{5)f3ht-qVK]*1/iNe7O@J_MzAVi87BTAdu[wsdKnU~~4gD/d5pAPL-#@W(h/CiMU9a_~49RJ.PWUVV9yXp00030@@Sl3");
