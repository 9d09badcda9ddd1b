ConcordSearch.register("en/d-f7d34c7a08-d","0hoW=Z0X~k&^5NPjhMRO@jCvEVy:3{!w?Vreh##sTYm_w2).d1/NRdA%a3pp}(!@Z0.a7Kc~I4u42!iGEzaoT1AfnT@cuW#^q^mw4p+6xJL4&EkK1I7EWXl_7N/6^&+KUDg");
