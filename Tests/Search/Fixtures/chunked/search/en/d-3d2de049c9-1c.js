ConcordSearch.register("en/d-3d2de049c9-1c","1S-yPEVwKVyo3L*rfF}k3d9o.he&G$h^-B2::_A@)nk8/VfF(XQq3{5)f3ht-qVK]*1/iNe7O@J_MzAVissAmddu[wsdKnU~~4gD/d5pAPL-#@W(h/CiMU9a_~49RJ.PWUVV9yXp00030@@Sl3");
