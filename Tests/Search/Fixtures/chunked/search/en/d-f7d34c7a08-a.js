ConcordSearch.register("en/d-f7d34c7a08-a","1g(PlT.y#J8E}q=^P%^bX6@5:%GcWUBv.dYi0IPeyWg(zTM%_2FD(icyO)M)VzaQTH/rS~]Lh~~r2kduT4SvI}CeVAntMP:_~##jysP[L5][+}$E5[8uZIZg!KvnS@9urb!3JHhb@@Sl3");
