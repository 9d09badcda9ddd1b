ConcordSearch.register("en/d-3d2de049c9-1k","1S-yPEVwKVyo3L*rfF}h2d9o.he&CN=^-B2::_A@)nk8/VfF(UPq3{5)f3ht-qVK]*1/iNe7O@J_MzAViNKNr}du[wsdKnU~~4gD/d5pAPL-#@W(h/CiMU9a_~49RJ.PWUVV9yXp00030@@Sl3");
