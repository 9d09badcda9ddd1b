ConcordSearch.register("en/d-f7d34c7a08-9","3g(PlTGd)&uE}vqtGmV5X3AlL=p)d.V8Ae$#k+W&cd#p8-+RixRjJ]PG*Gh#{*TCMCV^Uwa_mfy9i^9T4N}ewk[eTYVkW@w):$3P$}b)rDk=Ypl7bOK&rs8i_XmNaP_[w#W0rr6300000");
